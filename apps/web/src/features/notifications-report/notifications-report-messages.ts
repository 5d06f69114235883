/** Texts of 'Raport notificări' (staff): the notifications the signed-in staff member sent. */
export const NOTIFICATIONS_REPORT_MESSAGES = {
  intro: 'Notificările trimise de dumneavoastră, cele mai noi primele.',
  sendAt: 'Data trimiterii',
  subject: 'Subiect',
  sender: 'Expeditor',
  receiversCount: 'Destinatari',
  actions: 'Acțiuni',
  details: 'Detalii',
  detailsTitle: (subject: string) => `Destinatari: ${subject}`,
  readSummary: (read: number, total: number) =>
    `Citită de ${read.toLocaleString('ro-RO')} din ${total.toLocaleString('ro-RO')} destinatari`,
  receiversCaption: 'Destinatarii notificării',
  receiver: 'Nume',
  role: 'Rol',
  school: 'Școala',
  codSe: 'Cod SE',
  readStatus: 'Status',
  read: 'CITIT',
  unread: 'NECITIT',
  readAt: 'Citit la',
  noReceivers: 'Nu exista detalii despre aceasta notificare',
  detailsFailed:
    'Detaliile despre aceasta notificare nu s-au putut incarca. Va rugam sa incercati mai tarziu.',
} as const;
