import { ANSWER_MESSAGES, AUTH_MESSAGES, LESSON_MESSAGES } from '@platform/contracts';

export { ANSWER_MESSAGES, LESSON_MESSAGES };

/** "1 punct", "5 puncte", "20 de puncte", "12,5 puncte" (Romanian adds "de" from 20 on, for whole numbers). */
export function pointsText(points: number): string {
  if (points === 1) return '1 punct';
  const shown = points.toLocaleString('ro-RO', { maximumFractionDigits: 2 });
  const rest = points % 100;
  const needsDe = Number.isInteger(points) && points !== 0 && (rest === 0 || rest >= 20);
  return `${shown} ${needsDe ? 'de ' : ''}puncte`;
}

/**
 * Romanian texts of the completion screens. The spec's own words come from LESSON_MESSAGES; the rest are
 * texts the spec leaves open ("text not shown"), written here once.
 */
export const COMPLETION_MESSAGES = {
  start: 'Incepe lecția',
  resume: 'Continua lecția',
  resumeBanner: (answered: number, total: number) => `Ai completat ${answered} din ${total} intrebari`,
  progressLabel: 'Progres',
  progressValue: (current: number, total: number) => `${current} / ${total} slide-uri`,
  progressDone: 'Complet',
  back: 'Înapoi',
  submit: 'Trimite răspuns',
  finish: 'Finalizează',
  skip: 'Omite',
  congratulations: 'Felicitări',
  earnedPoints: (points: number) => `Ai obținut ${pointsText(points)}.`,
  noPointsPractice: 'În modul exersare nu se acordă puncte.',
  noPointsPreview: 'În modul previzualizare nu se acordă puncte.',
  completedAt: 'Data completării',
  home: 'Acasă',
  allLessons: 'Vezi toate lecțiile',
  restartPractice: 'Repornire (Nepunctată)',
  restartPreview: 'Reia de la început',
  pendingApproval:
    'Răspunsurile tale au fost trimise profesorului. Punctele se acordă după ce profesorul le aprobă.',
  approved: 'Profesorul a aprobat răspunsurile tale.',
  rejectedIntro: 'Răspunsurile tale au fost respinse. Poți încerca din nou.',
  rejectReason: 'Motiv',
  practiceDone: 'Ai terminat exersarea. Răspunsurile nu au fost salvate.',
  resultsTitle: 'Rezultatele tale',
  resultOf: (position: number) => `Slide-ul ${position}`,
  outcome: {
    correct: 'Răspuns corect',
    'partially-correct': 'Răspuns parțial corect',
    incorrect: 'Răspuns greșit',
    'pending-review': 'Profesorul va verifica',
  },
  previewDone: 'Previzualizarea s-a încheiat.',
  loadFailedHint: 'Verifică conexiunea la internet și încearcă din nou.',
  retry: 'Reîncearcă',
  sessionExpiredTitle: 'Sesiune expirată',
  sessionExpiredText: AUTH_MESSAGES.sessionExpired,
  reload: 'Reîncarcă pagina',
  unidentifiedUser: 'Eroare: Utilizator neidentificat. Te rugăm să reîncarci pagina.',
  openPreview: 'Deschide previzualizarea',
  deadline: 'Termen limită',
  slideCount: (total: number) => `${total} ${total === 1 ? 'slide' : 'slide-uri'}`,
  slidePosition: (current: number, total: number) => `Slide ${current} din ${total}`,
  placeholderHint: 'Acest slide nu poate fi afișat. Poți merge mai departe.',
  imagePlaceholder: 'Lecție fără imagine',
  previewNoLesson: 'Lecția de previzualizat nu a fost găsită.',
} as const;

/** Toast durations of spec 001 §9 (success 3 s, error and warning 5 s, practice 3 s). */
export const COMPLETION_TOAST_MS = { success: 3_000, warning: 5_000, error: 5_000, practice: 3_000 } as const;
