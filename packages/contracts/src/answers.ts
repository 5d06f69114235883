import { z } from 'zod';
import { SlideFeedbackSchema } from '@platform/slide-sdk';
import { AnswerStateSchema } from './answer-states.js';
import { LessonTypeSchema } from './lesson-types.js';
import { LESSON_MESSAGES } from './lesson-messages.js';
import { RowIdSchema } from './lesson-api.js';

/** A slide id: the API writes slide ids as strings; numbers are accepted too. */
export const SlideIdSchema = z
  .union([z.string().regex(/^[1-9][0-9]{0,9}$/), RowIdSchema])
  .transform(Number)
  .pipe(RowIdSchema)
  .transform(String);

/** POST /api/answers: the pupil's answer content for one slide. Points are never sent by the client. */
export const SubmitAnswerInputSchema = z.object({
  slideId: SlideIdSchema,
  lessonId: RowIdSchema,
  userId: RowIdSchema,
  /** The plugin's answer payload (e.g. `{ selectedOptionIds }`, `{ text }`, `{ photoUrls }`). */
  answer: z.unknown(),
});
export type SubmitAnswerInput = z.input<typeof SubmitAnswerInputSchema>;

/**
 * Answer of POST /api/answers (spec 001 §3). `punctajFinal` and `isLessonCompletedNow` are both null in
 * practice mode (nothing saved); while the attempt is in progress `punctajFinal` is 0 and
 * `isLessonCompletedNow` false; on the last slide `isLessonCompletedNow` is true and `punctajFinal` holds
 * the lesson's points (0 while it waits for approval). `feedback` is what the pupil may now see about this
 * answer (issue 12): the slide plugin's feedback, `pending-review` while a teacher's decision is awaited,
 * or null when the slide type has nothing to say (INFO, VIDEO_PREVIEW, plugins built on SDK 1.0).
 */
export const SubmitAnswerResponseSchema = z.object({
  punctajFinal: z.number().nullable(),
  isLessonCompletedNow: z.boolean().nullable(),
  lessonId: z.number().int(),
  userId: z.number().int(),
  feedback: SlideFeedbackSchema.nullable().default(null),
});
export type SubmitAnswerResponse = z.infer<typeof SubmitAnswerResponseSchema>;

/** One pupil's answer to one slide in one attempt (spec 001 §3 Lesson answer). Dates are ISO strings. */
export const LessonAnswerSchema = z.object({
  id: z.number().int(),
  slideId: z.string(),
  lessonId: z.number().int(),
  userId: z.number().int(),
  editionId: z.number().int(),
  /** The plugin's answer payload (text, photoUrls, selectedOptionIds, ...). */
  answer: z.unknown(),
  state: AnswerStateSchema,
  rejectReason: z.string().nullable(),
  points: z.number(),
  /** Attempt number, shown as version + 1. */
  version: z.number().int(),
  startedAt: z.string(),
  timestamp: z.string(),
});
export type LessonAnswer = z.infer<typeof LessonAnswerSchema>;

/** The lesson-level state of one attempt. */
export const LessonAttemptSchema = z.object({
  id: z.number().int(),
  lessonId: z.number().int(),
  userId: z.number().int(),
  editionId: z.number().int(),
  version: z.number().int(),
  state: AnswerStateSchema,
  punctajFinal: z.number().nullable(),
  rejectReason: z.string().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type LessonAttempt = z.infer<typeof LessonAttemptSchema>;

/**
 * GET /api/answers/lessons/{lessonId}: the caller's latest attempt in the current edition and its answers,
 * so the completion engine resumes at the first unanswered slide.
 */
export const MyLessonAnswersSchema = z.object({
  lessonId: z.number().int(),
  attempt: LessonAttemptSchema.nullable(),
  // Each answer's feedback as its submission gave it (issue 12), so a resumed lesson shows it again: the
  // plugin's verdict, `pending-review` until a teacher decides on a lesson that needs approval, or null.
  answers: z.array(LessonAnswerSchema.extend({ feedback: SlideFeedbackSchema.nullable().default(null) })),
});
export type MyLessonAnswers = z.infer<typeof MyLessonAnswersSchema>;

/** GET /api/answers/students/{userId}: a pupil's attempts with their answers. */
export const StudentAnswersSchema = z.array(
  LessonAttemptSchema.extend({
    lessonTitle: z.string(),
    lessonType: LessonTypeSchema,
    answers: z.array(LessonAnswerSchema),
  }),
);
export type StudentAnswers = z.infer<typeof StudentAnswersSchema>;

/** GET /api/answers/default: an empty answer for a lesson's slide. */
export const DefaultAnswerSchema = z.object({
  slideId: z.string().nullable(),
  lessonId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  answer: z.unknown(),
});

/** POST /api/sync/lessons/{lessonId}: what the re-scoring changed (zero everywhere on a second run). */
export const SyncLessonResponseSchema = z.object({
  lessonId: z.number().int(),
  slidesMigrated: z.number().int(),
  answersRescored: z.number().int(),
  attemptsUpdated: z.number().int(),
  unscorable: z.array(z.object({ slideId: z.string(), message: z.string() })),
});
export type SyncLessonResponse = z.infer<typeof SyncLessonResponseSchema>;

/** GET /api/sync/slides/migrations: the migration dry run over every stored slide. */
export const SlideMigrationReportSchema = z.object({
  total: z.number().int(),
  upToDate: z.number().int(),
  migrated: z.array(z.string()),
  failed: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      fromVersion: z.number().int(),
      storedVersion: z.number().int(),
      message: z.string(),
    }),
  ),
});
export type SlideMigrationReport = z.infer<typeof SlideMigrationReportSchema>;

/** Messages of the answers API (spec 001 §8 plus the server's own refusals). */
export const ANSWER_MESSAGES = {
  alreadyStarted: LESSON_MESSAGES.alreadyStarted,
  pendingApproval:
    'Lecția așteaptă aprobarea profesorului. Nu poți continua până când profesorul nu aprobă răspunsurile.',
  deadlinePassed: 'Termenul limită al acestei activități a expirat. Răspunsul nu mai poate fi trimis.',
  notYourAnswer: 'Poți trimite răspunsuri doar în numele tău',
  notYourPupil: 'Acest elev nu aparține școlii dumneavoastră',
  answerNotFound: 'Răspunsul nu a fost găsit',
  noCurrentEdition: 'Nu există o ediție curentă',
  approvalNotAllowed: 'Răspunsurile acestui tip de activitate nu se aprobă',
  practicalByTeacher: 'Activitățile practice sunt aprobate doar de echipa programului',
  alreadyReviewed: 'Răspunsul a fost deja evaluat',
  notFinished: 'Răspunsul poate fi evaluat după ce elevul termină activitatea',
  answerApproved: 'Răspunsul a fost aprobat',
  answerRejected: 'Răspunsul a fost respins',
  answersDeleted: 'Răspunsurile au fost șterse',
} as const;

/** GET /api/points/me: the caller's points and their school's points in the current edition. */
export const MyPointsSchema = z.object({
  editionId: z.number().int().nullable(),
  /** Final points of the caller's completed or approved attempts. */
  userPoints: z.number(),
  /** The school's pupils' points plus its collection orders' points; null without a school. */
  schoolPoints: z.number().nullable(),
});
export type MyPoints = z.infer<typeof MyPointsSchema>;
