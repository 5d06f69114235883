import { z } from 'zod';
import { RoleSchema } from './roles.js';

/** GET /api/users/profile (spec 000 §2 Profile screen). Email, codSe and codProfesor are read-only. */
export const ProfileSchema = z.object({
  id: z.number().int(),
  role: RoleSchema,
  nume: z.string(),
  email: z.string(),
  telefon: z.string().nullable(),
  clasa: z.string().nullable(),
  nickname: z.string().nullable(),
  isEnabled: z.boolean(),
  /** A teacher's own code; for a pupil, the code of their teacher. */
  codProfesor: z.string().nullable(),
  /** SE code of the user's school. */
  codSe: z.string().nullable(),
  numeInstitutieInvatamant: z.string().nullable(),
  protocolDeColaborare: z.array(z.string()),
  /** Pupil: own points; teacher: points of the school; others: null. */
  points: z.number().nullable(),
  schoolUpdatedAt: z.string().nullable(),
  hasSchoolRegistrationFormCompleted: z.boolean(),
  needsSchoolRegistrationConfirmation: z.boolean(),
  schoolId: z.number().int().nullable(),
  /** Pupil: a parent signed the approval (a disabled pupil with approval was deactivated by the teacher). */
  hasParentalApproval: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const PROFILE_MESSAGES = {
  updateFailed: 'Detaliile profilului nu s-au putut actualiza.',
  fieldNotEditable: 'Acest câmp nu poate fi modificat',
  nameRequired: 'Numele este obligatoriu',
  protocolNotYours: 'Protocolul trebuie să fie un fișier încărcat de dumneavoastră',
} as const;
