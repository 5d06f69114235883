import { createSigner, createVerifier } from 'fast-jwt';
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

/**
 * HS256 JWT access tokens with the claims of spec 000 §3. fast-jwt signs and verifies synchronously with
 * node:crypto's HMAC on a key prepared once (issue 10: jose went through WebCrypto, an async job with a
 * key import per call, about 7 % of the server's CPU on the answer path). Only HS256 is accepted.
 */
export function createAccessTokens(options: { secret: Uint8Array; ttlSeconds: number }): AccessTokens {
  // fast-jwt prepares (and keeps) the HMAC key object from these bytes once.
  const key = Buffer.from(options.secret);
  const signToken = createSigner({ key, algorithm: 'HS256', expiresIn: options.ttlSeconds * 1000 });
  const verifyToken = createVerifier({ key, algorithms: ['HS256'] });
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
      try {
        const parsed = TokenClaimsSchema.safeParse(verifyToken(token));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
