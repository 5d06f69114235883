import { TokenPairSchema, type TokenPair } from '@platform/contracts';
import { needsRefresh } from './token-claims.js';
import { readStoredTokens } from './token-storage.js';

export type RefreshOutcome =
  /** New tokens (from the server, or already refreshed by another tab). */
  | { kind: 'refreshed'; tokens: TokenPair }
  /** The server refused the refresh token: the session is over. */
  | { kind: 'rejected' }
  /** No answer from the server (offline): keep the session, report a network error. */
  | { kind: 'unreachable' };

const LOCK_NAME = 'eco-auth-refresh';

async function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  // Refresh tokens rotate and reuse revokes the family, so two tabs must never refresh at once.
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(LOCK_NAME, task) : task();
}

/** Calls POST /api/auth/refresh-token unless another tab already stored a fresh token pair. */
export function refreshTokens(apiBaseUrl: string, knownToken: string | null, refreshToken: string | null) {
  return withCrossTabLock(async (): Promise<RefreshOutcome> => {
    const stored = readStoredTokens();
    if (stored && stored.token !== knownToken && !needsRefresh(stored.token)) {
      return { kind: 'refreshed', tokens: stored };
    }
    const currentRefreshToken = stored?.refreshToken ?? refreshToken;
    if (!currentRefreshToken) return { kind: 'rejected' };
    let response: Response;
    try {
      response = await fetch(`${apiBaseUrl}/auth/refresh-token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken: currentRefreshToken }),
      });
    } catch {
      return { kind: 'unreachable' };
    }
    if (response.status >= 500) return { kind: 'unreachable' };
    if (!response.ok) return { kind: 'rejected' };
    const parsed = TokenPairSchema.safeParse(await response.json().catch(() => null));
    return parsed.success ? { kind: 'refreshed', tokens: parsed.data } : { kind: 'rejected' };
  });
}
