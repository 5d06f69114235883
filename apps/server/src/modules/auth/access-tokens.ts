import { createSigner, createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';
import { TokenClaimsSchema, type TokenClaims } from '@platform/contracts';

export interface AccessTokenSubject {
  id: number;
  email: string;
  nume: string;
  role: TokenClaims['role'];
  isEnabled: boolean;
}

export interface AccessTokens {
  sign(user: AccessTokenSubject): Promise<string>;
  /** The claims of a valid token, or null (bad signature, expired, malformed). */
  verify(token: string): Promise<TokenClaims | null>;
}

/** Verified tokens a server process remembers: a school day's pupils signed in at once (a few MB). */
export const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * HS256 JWT access tokens with the claims of spec 000 §3. fast-jwt signs and verifies synchronously with
 * node:crypto's HMAC on a key prepared once (issue 10: jose went through WebCrypto, an async job with a
 * key import per call, about 7 % of the server's CPU on the answer path). Only HS256 is accepted.
 *
 * A pupil sends the same token with every answer of a lesson, so the claims of a verified token are kept
 * (least recently used out first) until its `exp`, keyed by the token itself: the same string always
 * verifies the same way, so the next call skips the base64, JSON, HMAC and schema work (about 10 µs, a
 * few per cent of the server's CPU per answer). Refusals are not kept; an expired token is verified again
 * and refused. (fast-jwt's own cache hashes each token for its key, a third of the saving.)
 */
export function createAccessTokens(options: { secret: Uint8Array; ttlSeconds: number }): AccessTokens {
  // fast-jwt prepares (and keeps) the HMAC key object from these bytes once.
  const key = Buffer.from(options.secret);
  const signToken = createSigner({ key, algorithm: 'HS256', expiresIn: options.ttlSeconds * 1000 });
  const verifyToken = createVerifier({ key, algorithms: ['HS256'] });
  const verified = new LRUCache<string, TokenClaims>({ max: VERIFIED_TOKENS_KEPT });
  return {
    async sign(user) {
      return signToken({
        sub: String(user.id),
        email: user.email,
        name: user.nume,
        role: user.role,
        isEnabled: user.isEnabled,
      });
    },
    async verify(token) {
      const known = verified.get(token);
      // fast-jwt refuses a token once now > exp: at exp itself it is verified again, as it would be.
      if (known && Date.now() < known.exp * 1000) return known;
      try {
        const parsed = TokenClaimsSchema.safeParse(verifyToken(token));
        if (!parsed.success) return null;
        // Frozen: every request with this token gets this same object.
        const claims = Object.freeze(parsed.data);
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
