import { z } from 'zod';
import { RoleSchema } from './roles.js';

export const TokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshTokenInputSchema = z.object({ refreshToken: z.string().min(1) });

/** Claims of the access token (spec 000 §3). */
export const TokenClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  isEnabled: z.boolean(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** Browser storage keys of the tokens. */
export const STORAGE_KEYS = { token: 'authToken', refreshToken: 'refreshToken' } as const;

/** Seconds before expiry under which the app refreshes the access token before a call (spec 000 §9). */
export const ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS = 120;
