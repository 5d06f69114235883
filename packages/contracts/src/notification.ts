import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './row-id.js';
import { RoleSchema } from './roles.js';
import { QueryBooleanSchema, ReportQuerySchema, pageSchema } from './paging.js';

/** Texts of the notifications screen and calls (spec 000 §2, §5, §8). */
export const NOTIFICATION_MESSAGES = {
  noRecipients: 'Drept destinatari nu au fost bifati nici elevii, nici profesorii.',
  subjectRequired: 'Subiectul este obligatoriu',
  contentRequired: 'Conținutul mesajului este obligatoriu',
  subjectTooLong: 'Subiectul poate avea cel mult 200 de caractere',
  contentTooLong: 'Conținutul poate avea cel mult 20000 de caractere',
  alreadyEmpty: 'Aceast mesaj este deja gol.',
  notFound: 'Nu exista detalii despre aceasta notificare',
  detailsFailed:
    'Detaliile despre aceasta notificare nu s-au putut incarca. Va rugam sa incercati mai tarziu.',
  resendFailed: 'Notificarea nu a putut fi retrimisa. Va rugam sa incercati mai tarziu.',
  resent: 'Notificarea a fost retrimisa.',
  sent: 'Mesajul a fost trimis',
  sendFailed: 'Mesajul nu a putut fi trimis.',
  pageLoadFailed: 'Pagina nu s-a putut incarca.',
  unknownReceivers: 'Unii destinatari nu există sau nu sunt activi',
  noEnabledRecipients: 'Nu există destinatari activi pentru rolurile bifate',
  onlyOwnReceived: 'Puteți vedea doar notificările primite de dumneavoastră',
  onlyOwnSent: 'Puteți vedea doar notificările trimise de dumneavoastră',
  deleted: 'Notificarea a fost ștearsă',
} as const;

/** A notification as a list shows it; `isRead`/`readAt` are the caller's receipt, `receiversCount` for senders. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  content: z.string(),
  sendAt: z.string(),
  senderId: z.number().int().nullable(),
  senderNume: z.string().nullable(),
  isRead: z.boolean().nullable(),
  readAt: z.string().nullable(),
  receiversCount: z.number().int(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationsPageSchema = pageSchema(NotificationSchema);

/** Per-receiver record of spec 000 §3 (Detalii modal). */
export const NotificationReceiverSchema = z.object({
  id: z.number().int(),
  receiverId: z.number().int(),
  codSe: z.string().nullable(),
  numeInstitutieInvatamant: z.string().nullable(),
  receiverNume: z.string(),
  receiverRole: RoleSchema,
  isRead: z.boolean(),
  readAt: z.string().nullable(),
});
export type NotificationReceiver = z.infer<typeof NotificationReceiverSchema>;
export const NotificationReceiversSchema = z.array(NotificationReceiverSchema);

const SubjectSchema = z
  .string({ error: NOTIFICATION_MESSAGES.subjectRequired })
  .trim()
  .min(1, NOTIFICATION_MESSAGES.subjectRequired)
  .max(200, NOTIFICATION_MESSAGES.subjectTooLong);
const ContentSchema = z
  .string({ error: NOTIFICATION_MESSAGES.contentRequired })
  .trim()
  .min(1, NOTIFICATION_MESSAGES.contentRequired)
  .max(20000, NOTIFICATION_MESSAGES.contentTooLong);

/**
 * POST /api/notifications (bulk, spec 000 §3): subject, markdown content and either explicit
 * `receiverIds` or the ticked roles (teachers, pupils): the enabled users of those roles receive it.
 */
export const BulkNotificationInputSchema = z
  .object({
    subject: SubjectSchema,
    content: ContentSchema,
    receiverIds: z.array(RowIdSchema).max(1_000_000).optional(),
    toTeachers: z.boolean().default(false),
    toStudents: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.receiverIds?.length && !value.toTeachers && !value.toStudents) {
      ctx.addIssue({ code: 'custom', path: ['receivers'], message: NOTIFICATION_MESSAGES.noRecipients });
    }
  });
export type BulkNotificationInput = z.infer<typeof BulkNotificationInputSchema>;

/** PATCH /api/notifications: the sender corrects subject and content. */
export const UpdateNotificationInputSchema = z.object({
  id: RowIdSchema,
  subject: SubjectSchema,
  content: ContentSchema,
});
export type UpdateNotificationInput = z.infer<typeof UpdateNotificationInputSchema>;

/**
 * GET /api/notifications/report: `receiver.id` (received, must be the caller) or `notification.senderId`
 * (sent, ADMIN/DBEST, must be the caller); default sort `notification.sendAt,desc`.
 */
export const NotificationsReportQuerySchema = ReportQuerySchema.extend({
  'receiver.id': RowIdParamSchema.optional(),
  'notification.senderId': RowIdParamSchema.optional(),
  isRead: QueryBooleanSchema.optional(),
  subject: z.string().trim().max(200).optional(),
});
export type NotificationsReportQuery = z.infer<typeof NotificationsReportQuerySchema>;

export const NOTIFICATION_SORT_FIELDS = ['notification.sendAt', 'notification.subject'] as const;

/** PATCH /api/notifications/{id}/read?isRead=true|false. */
export const MarkReadQuerySchema = z.object({ isRead: QueryBooleanSchema.default(true) });

export const NotificationIdParamsSchema = z.object({ id: RowIdParamSchema });

/** GET /api/notifications/default: an empty bulk form. */
export const NotificationDefaultSchema = z.object({
  subject: z.string(),
  content: z.string(),
  receiverIds: z.array(z.number().int()),
  toTeachers: z.boolean(),
  toStudents: z.boolean(),
});

/** POST answer: the notification and how many users received it. */
export const SentNotificationSchema = z.object({
  message: z.string(),
  notification: NotificationSchema,
});
