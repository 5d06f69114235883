import type { LessonType } from '@platform/contracts';

/** Texts of the pupil's progress on their home (issue 13): short, friendly, second person. */
export const PUPIL_PROGRESS_MESSAGES = {
  heading: 'Progresul tău',
  ring: (done: number, visible: number) => `Ai terminat ${done} din ${visible} activități`,
  cheer: (done: number, visible: number) =>
    visible === 0
      ? 'Încă nu sunt activități pentru tine. Revino curând!'
      : done === 0
        ? 'Începe cu o temă și adună primele puncte!'
        : done >= visible
          ? 'Bravo! Ai terminat toate activitățile.'
          : `Bravo! Mai ai ${visible - done} până la final.`,
  myPoints: 'Punctele tale',
  schoolPoints: 'Punctele școlii',
  byType: {
    LESSON: 'Lecții',
    HOMEWORK: 'Teme',
    PRACTICAL_ACTIVITY: 'Activități practice',
    MONTHLY_CHALLENGE: 'Provocări lunare',
    DAILY_CHALLENGE: 'Provocări zilnice',
  } satisfies Record<LessonType, string>,
  typeCount: (done: number, visible: number) => `${done} din ${visible}`,
} as const;
