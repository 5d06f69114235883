import {
  readSidebarPreference,
  SIDEBAR_PREFERENCE_KEY,
  SIDEBAR_PREFERENCE_TTL_MS,
  writeSidebarPreference,
} from './sidebar-preference.js';

describe('sidebar preference (remembered one week)', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was written within the week', () => {
    writeSidebarPreference(false, 1_000);
    expect(readSidebarPreference(1_000 + SIDEBAR_PREFERENCE_TTL_MS)).toBe(false);
  });

  it('forgets the choice after a week', () => {
    writeSidebarPreference(false, 1_000);
    expect(readSidebarPreference(1_001 + SIDEBAR_PREFERENCE_TTL_MS)).toBeNull();
    expect(localStorage.getItem(SIDEBAR_PREFERENCE_KEY)).toBeNull();
  });

  it('ignores a malformed value', () => {
    localStorage.setItem(SIDEBAR_PREFERENCE_KEY, '{"open":"da"}');
    expect(readSidebarPreference()).toBeNull();
  });
});
