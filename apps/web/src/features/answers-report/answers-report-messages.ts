import { LESSON_MESSAGES } from '@platform/contracts';

export { LESSON_MESSAGES };

/** Texts of 'Istoric Activitati'; the error toasts and the reject rules are the spec's (LESSON_MESSAGES). */
export const ANSWERS_REPORT_MESSAGES = {
  userName: 'Elev',
  userEmail: 'Email',
  clasa: 'Clasa',
  schoolName: 'Școala',
  lessonTitle: 'Activitate',
  lessonType: 'Tip',
  slideType: 'Slide',
  state: 'Stare',
  points: 'Puncte',
  attempt: 'Încercarea',
  startedAt: 'Început la',
  timestamp: 'Trimis la',
  rejectReason: 'Motivul respingerii',
  actions: 'Acțiuni',
  approve: 'Aprobă',
  reject: 'Respinge',
  view: 'Vezi răspunsul',
  delete: 'Șterge',
  notApplicable: 'N/A',
  notApplicableTitle: 'Activitățile practice sunt aprobate doar de echipa programului',
  approved: 'Răspunsul a fost aprobat',
  rejected: 'Răspunsul a fost respins',
  deleted: 'Răspunsurile au fost șterse',
  rejectTitle: 'Respinge răspunsul',
  rejectLabel: 'Motivul respingerii',
  rejectHint: 'Elevul vede acest motiv și poate încerca din nou.',
  rejectSubmit: 'Respinge',
  viewTitle: 'Răspunsul elevului',
  viewFor: (user: string, lesson: string) => `${user} · ${lesson}`,
  viewLoadFailed: 'Slide-ul nu s-a putut încărca.',
  deleteTitle: 'Șterge răspunsurile',
  deleteText: (user: string, lesson: string) =>
    `Ștergi toate răspunsurile elevului ${user} la „${lesson}” din această ediție.`,
  deleteWarning:
    'Ștergerea este permanentă: se șterg răspunsurile, punctele și istoricul acestei activități. Acțiunea nu poate fi anulată.',
  deleteConfirm: 'Șterge definitiv',
  cancel: 'Anulare',
  close: 'Închide',
} as const;

/** Toast durations of spec 001 §9: success 3 s, error 5 s. */
export const REPORT_TOAST_MS = { success: 3_000, error: 5_000 } as const;
