export { NOTIFICATION_MESSAGES } from '@platform/contracts';

/** Labels of the /notificari screen (spec 000 §2 Notifications screen). */
export const NOTIFICATIONS_SCREEN_MESSAGES = {
  tabsLabel: 'Mesaje',
  received: 'Primite',
  sent: 'Trimise',
  create: 'Creare',
  read: 'CITIT',
  unread: 'NECITIT',
  open: 'Deschide',
  details: 'Detalii',
  resend: 'Retrimite',
  receivedAt: 'Primit',
  sentAt: 'Trimis',
  receivers: (count: number) => `${count.toLocaleString('ro-RO')} destinatari`,
  emptyReceived: 'Nu aveți mesaje primite.',
  emptySent: 'Nu ați trimis niciun mesaj.',
  receiversTitle: (subject: string) => `Destinatari: ${subject}`,
  receiversCaption: 'Destinatarii notificării',
  codSe: 'Cod SE',
  institution: 'Instituția de învățământ',
  recipientName: 'Destinatar',
  recipientRole: 'Rol',
  readStatus: 'Status',
  readAt: 'Data citirii',
} as const;

/** Labels of the bulk form 'Trimitere Notificare Bulk'. */
export const BULK_FORM_MESSAGES = {
  heading: 'Trimitere Notificare Bulk',
  recipients: 'Destinatari',
  teachers: 'Profesori',
  pupils: 'Elevi',
  recipientsHint: 'Mesajul ajunge la toți utilizatorii activi cu rolurile bifate.',
  subject: 'Subiect',
  content: 'Conținut',
  cancel: 'Anulare mesaj',
  submit: 'Trimitere mesaj',
} as const;
