import { z } from 'zod';
import { AUTH_MESSAGES } from './messages.js';

/** Romanian texts of the account calls (register, reset, change password). */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'Email sau parolă greșită',
  tooManyAttempts:
    'Prea multe încercări eșuate de autentificare. Vă rugăm să reîncercați peste {minutes} minute.',
  accountNotEnabled: 'Contul nu este activat încă.',
  emailInvalid: 'Adresa de email nu este validă',
  emailTaken: 'Există deja un cont cu această adresă de email',
  nameRequired: 'Numele este obligatoriu',
  passwordTooShort: 'Parola trebuie să aibă cel puțin 8 caractere',
  passwordTooLong: 'Parola poate avea cel mult 128 de caractere',
  teacherCodeRequired: 'Codul profesorului este obligatoriu',
  teacherCodeUnknown: 'Codul profesorului nu există',
  teacherWithoutSchool: 'Profesorul cu acest cod nu are încă o școală confirmată',
  registered: 'Contul a fost creat',
  forgotPasswordSent: 'Dacă adresa există în sistem, veți primi un email cu linkul de resetare a parolei.',
  resetTokenInvalid: 'Linkul de resetare nu este valid sau a expirat',
  resetTokenRequired: 'Linkul de resetare lipsește',
  currentPasswordWrong: 'Parola curentă nu este corectă',
  passwordChanged: 'Parola a fost schimbată',
  refreshTokenInvalid: 'Sesiunea dumneavoastră a expirat. Vă rugăm să vă conectați încă o dată.',
  unauthorized: 'Trebuie să fiți autentificat pentru a accesa această resursă',
  forbidden: 'Nu aveți drepturi pentru această acțiune',
} as const;

const EmailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid));

/** A new password: 8 to 128 characters, trimmed like the login password. */
export const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .trim()
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(8, ACCOUNT_MESSAGES.passwordTooShort)
  .max(128, ACCOUNT_MESSAGES.passwordTooLong);

const NameSchema = z
  .string({ error: ACCOUNT_MESSAGES.nameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.nameRequired)
  .max(200);
const OptionalText = z.string().trim().max(200).optional();

/** POST /api/auth/register for a pupil: needs a teacher's code, enabled only after parental approval. */
export const RegisterPupilInputSchema = z.object({
  role: z.literal('ELEV'),
  email: EmailSchema,
  parola: NewPasswordSchema,
  nume: NameSchema,
  teacherCode: z
    .string({ error: ACCOUNT_MESSAGES.teacherCodeRequired })
    .trim()
    .toUpperCase()
    .min(1, ACCOUNT_MESSAGES.teacherCodeRequired),
  clasa: OptionalText,
  nickname: OptionalText,
});

/** POST /api/auth/register for a teacher: only while teacher registration is open. */
export const RegisterTeacherInputSchema = z.object({
  role: z.literal('PROFESOR'),
  email: EmailSchema,
  parola: NewPasswordSchema,
  nume: NameSchema,
  telefon: OptionalText,
});

export const RegisterInputSchema = z.discriminatedUnion(
  'role',
  [RegisterPupilInputSchema, RegisterTeacherInputSchema],
  {
    error: 'Rolul trebuie să fie ELEV sau PROFESOR',
  },
);
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** POST /api/auth/forgot-password. */
export const ForgotPasswordInputSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.forgotEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, AUTH_MESSAGES.forgotEmailRequired),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/** PATCH /api/auth/reset-password: the token from the e-mailed link and the new password. */
export const ResetPasswordInputSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.resetTokenRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.resetTokenRequired),
  newPassword: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** PATCH /api/auth/change-password (authenticated). */
export const ChangePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .trim()
    .min(1, AUTH_MESSAGES.passwordRequired),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** Answer of calls that only confirm (register, forgot/reset/change password). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
