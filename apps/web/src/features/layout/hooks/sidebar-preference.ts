/** The sidebar's open/closed choice is remembered for one week (spec 000 §9). */
export const SIDEBAR_PREFERENCE_KEY = 'sidebarState';
export const SIDEBAR_PREFERENCE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredPreference {
  open: boolean;
  savedAt: number;
}

export function readSidebarPreference(now: number = Date.now()): boolean | null {
  try {
    const raw = localStorage.getItem(SIDEBAR_PREFERENCE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredPreference>;
    if (typeof stored.open !== 'boolean' || typeof stored.savedAt !== 'number') return null;
    if (now - stored.savedAt > SIDEBAR_PREFERENCE_TTL_MS) {
      localStorage.removeItem(SIDEBAR_PREFERENCE_KEY);
      return null;
    }
    return stored.open;
  } catch {
    return null;
  }
}

export function writeSidebarPreference(open: boolean, now: number = Date.now()): void {
  try {
    localStorage.setItem(
      SIDEBAR_PREFERENCE_KEY,
      JSON.stringify({ open, savedAt: now } satisfies StoredPreference),
    );
  } catch {
    // Not remembered; the sidebar still works.
  }
}
