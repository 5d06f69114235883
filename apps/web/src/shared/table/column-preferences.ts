/** Which columns a user hides in a report: `{ columnId: false }`, TanStack's column visibility state. */
export type HiddenColumns = Record<string, boolean>;

const PREFIX = 'eco.table-columns';

/** One key per user and report, so two people on one computer keep their own choice. */
export function columnPreferenceKey(userId: string, tableId: string): string {
  return `${PREFIX}.${userId}.${tableId}`;
}

export function readColumnPreference(key: string): HiddenColumns {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    // Only booleans survive: a hand-edited or old value never breaks the table.
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

export function writeColumnPreference(key: string, visibility: HiddenColumns): void {
  try {
    const hidden = Object.entries(visibility).filter(([, visible]) => !visible);
    if (hidden.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(Object.fromEntries(hidden)));
  } catch {
    // Storage full or blocked (private mode): the choice lasts for this visit only.
  }
}
