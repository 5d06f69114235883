import { z } from 'zod';
import { MAX_ROW_ID, RowIdParamSchema } from './row-id.js';
import { RoleSchema } from './roles.js';
import {
  ExportFlagSchema,
  QueryBooleanSchema,
  ReportQuerySchema,
  pageSchema,
  repeatedQueryParam,
} from './paging.js';

/** The school summary shown beside a user. */
export const UserSchoolSummarySchema = z.object({
  id: z.number().int(),
  numeInstitutieInvatamant: z.string(),
  codSe: z.string().nullable(),
  judet: z.string().nullable(),
  oras: z.string().nullable(),
});

/** A user as listed by the users report (spec 001 §3 User). Dates are ISO strings. */
export const UserSchema = z.object({
  id: z.number().int(),
  nume: z.string(),
  email: z.string(),
  role: RoleSchema,
  telefon: z.string().nullable(),
  clasa: z.string().nullable(),
  nickname: z.string().nullable(),
  isEnabled: z.boolean(),
  /** Registration time. */
  timestamp: z.string(),
  lastLogin: z.string().nullable(),
  /** Only ADMIN sees it; null for everyone else (architecture §6). */
  plainTextPassword: z.string().nullable(),
  hasSchoolRegistrationFormCompleted: z.boolean(),
  needsSchoolRegistrationConfirmation: z.boolean(),
  rejectReason: z.string().nullable(),
  phoneCallNote: z.string().nullable(),
  schoolId: z.number().int().nullable(),
  school: UserSchoolSummarySchema.nullable(),
  editionId: z.number().int().nullable(),
  teacherCode: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** Sortable columns of GET /api/users/report. */
export const USER_REPORT_SORT_FIELDS = [
  'lastLogin',
  'timestamp',
  'nume',
  'email',
  'role',
  'isEnabled',
  'telefon',
  'clasa',
  'schoolName',
] as const;

const TextFilter = z.string().trim().max(200).optional();

/** GET /api/users/report: role repeated, isEnabled, text filters, paging; `export=xlsx` for an export. */
export const UsersReportQuerySchema = ReportQuerySchema.extend({
  role: repeatedQueryParam(RoleSchema).optional(),
  isEnabled: QueryBooleanSchema.optional(),
  nume: TextFilter,
  email: TextFilter,
  telefon: TextFilter,
  clasa: TextFilter,
  schoolName: TextFilter,
  judet: TextFilter,
  oras: TextFilter,
  phoneCallNote: TextFilter,
}).extend(ExportFlagSchema.shape);
export type UsersReportQuery = z.infer<typeof UsersReportQuerySchema>;

export const UsersPageSchema = pageSchema(UserSchema);

export const USER_MESSAGES = {
  notFound: 'Utilizatorul nu a fost găsit',
  notYourPupil: 'Acest elev nu aparține școlii dumneavoastră',
  activationUpdated: 'Starea contului a fost actualizată',
  phoneNoteSaved: 'Mesajul a fost salvat',
  phoneNoteFailed: 'Mesajul nu s-a putut salva',
  phoneNoteTooLong: 'Nota poate avea cel mult 2000 de caractere',
} as const;

/** PATCH /api/users/update-activation: ADMIN for anyone, PROFESOR for pupils of their school. */
export const UpdateActivationInputSchema = z.object({
  id: z.number({ error: 'Id-ul utilizatorului este obligatoriu' }).int().positive().max(MAX_ROW_ID),
  isEnabled: z.boolean({ error: 'Starea contului este obligatorie' }),
});
export type UpdateActivationInput = z.infer<typeof UpdateActivationInputSchema>;

/** PATCH /api/users/{id}/phone-call-note (ADMIN); trimmed, empty clears it. */
export const PhoneCallNoteInputSchema = z.object({
  phoneCallNote: z
    .string({ error: 'Nota este obligatorie' })
    .trim()
    .max(2000, USER_MESSAGES.phoneNoteTooLong),
});
export type PhoneCallNoteInput = z.infer<typeof PhoneCallNoteInputSchema>;

export const UserIdParamsSchema = z.object({ id: RowIdParamSchema });
