import { z } from 'zod';
import { PROFILE_MESSAGES } from './profile.js';

// Apart from profile.ts, whose ProfileSchema every signed-in page builds: only the profile page needs this.

const Text = z.string().trim().max(200);

/**
 * PATCH /api/users/profile. Pupils edit nickname and clasa; other roles edit nume and telefon;
 * teachers also set their collaboration protocol files. Fields a role may not edit give 400.
 */
export const UpdateProfileInputSchema = z
  .object({
    nume: Text.min(1, PROFILE_MESSAGES.nameRequired).optional(),
    telefon: Text.optional(),
    nickname: Text.optional(),
    clasa: Text.optional(),
    protocolDeColaborare: z.array(z.string().max(500)).max(10).optional(),
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;
