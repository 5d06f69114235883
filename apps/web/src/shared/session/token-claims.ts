import {
  ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS,
  TokenClaimsSchema,
  type TokenClaims,
} from '@platform/contracts';

/** Seconds before expiry under which the access token is refreshed (spec 000 §9). */
export const REFRESH_THRESHOLD_SECONDS = ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of an access token without verifying it: the server verifies every call, the app
 * only needs the role, the enabled flag and the expiry to route the user. Null when unreadable.
 */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  // The app asks about the same token before every call and on every render of the guards: the last
  // answer is kept (16 ms of a pupil's first screen went to decoding it again, in a profile of issue 10).
  if (lastDecoded?.token !== token) lastDecoded = { token, claims: readClaims(token) };
  return lastDecoded.claims;
}

let lastDecoded: { token: string; claims: TokenClaims | null } | undefined;

function readClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = TokenClaimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Seconds until the token expires (negative once expired); null for an unreadable token. */
export function secondsUntilExpiry(token: string, nowMs: number = Date.now()): number | null {
  const claims = decodeTokenClaims(token);
  return claims ? claims.exp - nowMs / 1000 : null;
}

export function needsRefresh(token: string, nowMs: number = Date.now()): boolean {
  const left = secondsUntilExpiry(token, nowMs);
  return left === null || left < REFRESH_THRESHOLD_SECONDS;
}
