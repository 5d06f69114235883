import { z } from 'zod';
import { AnswerStateSchema } from './answer-states.js';
import { LessonTypeSchema } from './lesson-types.js';
import { ExportFlagSchema, ReportQuerySchema, pageSchema } from './paging.js';
import { RowIdParamSchema, RowIdSchema } from './lesson-api.js';
import { LessonAnswerSchema, LessonAttemptSchema } from './answers.js';

// Staff's side of the answers (the 'Istoric Activitati' report, approval, deletion), apart from the pupil's
// answers.ts: a module's schemas are all built when any page loads it, and a pupil's page needs none of these.

/** A row of the 'Istoric Activitati' report: an answer with its pupil, school, lesson and attempt. */
export const AnswerReportRowSchema = LessonAnswerSchema.extend({
  slideType: z.string(),
  lessonTitle: z.string(),
  lessonType: LessonTypeSchema,
  userName: z.string(),
  userEmail: z.string(),
  clasa: z.string().nullable(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  attemptState: AnswerStateSchema,
  punctajFinal: z.number().nullable(),
  /** Whether the caller may approve or reject this answer (PROFESOR: never for practical activities). */
  canApprove: z.boolean(),
});
export type AnswerReportRow = z.infer<typeof AnswerReportRowSchema>;
export const AnswerReportPageSchema = pageSchema(AnswerReportRowSchema);

/** Sortable columns of GET /api/lessons/answers/report. */
export const ANSWER_REPORT_SORT_FIELDS = [
  'timestamp',
  'state',
  'points',
  'version',
  'lessonTitle',
  'lessonType',
  'userName',
  'schoolName',
] as const;

const TextFilter = z.string().trim().max(200).optional();

/** Filters of the answers report and of GET /api/lessons/answers. */
export const AnswerFilterSchema = z.object({
  editionId: RowIdParamSchema.optional(),
  lessonId: RowIdParamSchema.optional(),
  userId: RowIdParamSchema.optional(),
  state: AnswerStateSchema.optional(),
  lessonType: LessonTypeSchema.optional(),
  lessonTitle: TextFilter,
  userName: TextFilter,
  schoolName: TextFilter,
});

/** GET /api/lessons/answers/report: filters, paging (default `timestamp,desc`), `export=xlsx`. */
export const AnswerReportQuerySchema = ReportQuerySchema.extend(AnswerFilterSchema.shape).extend(
  ExportFlagSchema.shape,
);
export type AnswerReportQuery = z.infer<typeof AnswerReportQuerySchema>;
export type AnswerFilter = z.infer<typeof AnswerFilterSchema>;

/** PATCH /api/lessons/answers/{id}/approval. The reason defaults to 'Răspuns respins'. */
export const AnswerApprovalInputSchema = z.object({
  id: RowIdSchema,
  approved: z.boolean(),
  reason: z.string().trim().max(1000).optional(),
});
export type AnswerApprovalInput = z.infer<typeof AnswerApprovalInputSchema>;

/** DELETE /api/lessons/answers/users/{userId}/lessons/{lessonId}/editions/{editionId}. */
export const DeleteAnswersParamsSchema = z.object({
  userId: RowIdParamSchema,
  lessonId: RowIdParamSchema,
  editionId: RowIdParamSchema,
});
export const DeleteAnswersResponseSchema = z.object({
  deletedAnswers: z.number().int(),
  deletedAttempts: z.number().int(),
});

/** Answer of the approval call: the answer and its attempt after the decision. */
export const AnswerApprovalResponseSchema = z.object({
  message: z.string(),
  answer: LessonAnswerSchema,
  attempt: LessonAttemptSchema,
});
export type AnswerApprovalResponse = z.infer<typeof AnswerApprovalResponseSchema>;
