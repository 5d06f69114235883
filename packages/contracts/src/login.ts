import { z } from 'zod';
import { AUTH_MESSAGES } from './messages.js';

// Apart from auth.ts, whose token schemas every signed-in page builds: only the sign-in page needs this.

/** POST /api/auth/authenticate. Email trimmed and lower-cased, password trimmed (spec 000 §5). */
export const LoginInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, AUTH_MESSAGES.emailRequired),
  parola: z.string().trim().min(1, AUTH_MESSAGES.passwordRequired),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;
