import { SignJWT, jwtVerify } from 'jose';
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

/** HS256 JWT access tokens with the claims of spec 000 §3. */
export function createAccessTokens(options: { secret: Uint8Array; ttlSeconds: number }): AccessTokens {
  return {
    async sign(user) {
      return new SignJWT({ email: user.email, name: user.nume, role: user.role, isEnabled: user.isEnabled })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(options.secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, options.secret, { algorithms: ['HS256'] });
        const parsed = TokenClaimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
