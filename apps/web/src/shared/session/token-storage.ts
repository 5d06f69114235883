import { STORAGE_KEYS, type TokenPair } from '@platform/contracts';

/** Browser storage of the token pair under the contract's keys (spec 000 §9 "Storage keys"). */
export function readStoredTokens(): TokenPair | null {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
    return token && refreshToken ? { token, refreshToken } : null;
  } catch {
    // Storage can be blocked (private mode, strict settings): behave as logged out.
    return null;
  }
}

export function writeStoredTokens(pair: TokenPair): void {
  try {
    localStorage.setItem(STORAGE_KEYS.token, pair.token);
    localStorage.setItem(STORAGE_KEYS.refreshToken, pair.refreshToken);
  } catch {
    // The session still works in memory for this tab.
  }
}

export function clearStoredTokens(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
  } catch {
    // Nothing to clear.
  }
}

/** True when a storage event concerns one of the token keys (another tab logged in, refreshed or out). */
export function isTokenStorageKey(key: string | null): boolean {
  return key === null || key === STORAGE_KEYS.token || key === STORAGE_KEYS.refreshToken;
}
