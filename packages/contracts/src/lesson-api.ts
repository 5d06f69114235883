import { z } from 'zod';
import { AnswerStateSchema } from './answer-states.js';
import { LessonTypeSchema } from './lesson-types.js';
import { LessonDraftSchema } from './lessons.js';
import { QueryBooleanSchema } from './paging.js';

import { RowIdParamSchema, RowIdSchema } from './row-id.js';

export { RowIdParamSchema, RowIdSchema };

/** `/{id}` path parameter of lessons, slides and answers. */
export const NumericIdParamsSchema = z.object({ id: RowIdParamSchema });
export type NumericIdParams = z.infer<typeof NumericIdParamsSchema>;

/** GET /api/lessons: list by type; `isHidden` filters (hidden lessons exist only for ADMIN and DBEST). */
export const LessonListQuerySchema = z.object({
  type: LessonTypeSchema.optional(),
  isHidden: QueryBooleanSchema.optional(),
});
export type LessonListQuery = z.infer<typeof LessonListQuerySchema>;

/** Why a stored slide cannot be shown by its plugin; the client shows a placeholder with `message`. */
export const SlidePlaceholderSchema = z.object({
  status: z.enum(['unknown-type', 'invalid', 'not-allowed', 'migration-failed']),
  /** 'Plugin pentru tipul de slide X nu a fost găsit', 'Slide invalid', ... */
  message: z.string(),
});
export type SlidePlaceholder = z.infer<typeof SlidePlaceholderSchema>;

/**
 * A stored slide as the API returns it. `id` is the stored id as a string (the editor's draft shape).
 * For authors `data` is the stored data verbatim (migrated when possible); for pupils it is the plugin's
 * `redactForLearner` output, or `null` with a `placeholder` when the slide cannot be resolved.
 */
export const LessonSlideViewSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  type: z.string(),
  pluginVersion: z.string(),
  schemaVersion: z.number().int(),
  data: z.unknown(),
  placeholder: SlidePlaceholderSchema.nullable(),
  /**
   * Pupils only, when the plugin declares `markdownPaths`: the markdown it names in `data`, rendered to
   * sanitized HTML by the server and keyed by the exact markdown source, so the pupil's browser needs no
   * markdown code. Absent for authors; a source missing from it is rendered in the browser.
   */
  markdownHtml: z.record(z.string(), z.string()).optional(),
});
export type LessonSlideView = z.infer<typeof LessonSlideViewSchema>;

const LessonBaseSchema = z.object({
  id: z.number().int(),
  type: LessonTypeSchema,
  title: z.string(),
  description: z.string(),
  /** Epoch milliseconds. */
  deadline: z.number().int().nullable(),
  punctajMaxim: z.number().int(),
  isHidden: z.boolean(),
  image: z.string().nullable(),
  /** State of the caller's latest attempt in the current edition (pupils), else null. */
  attemptState: AnswerStateSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A lesson with its slides sorted by number (GET /api/lessons/{id}, POST, PATCH). */
export const LessonSchema = LessonBaseSchema.extend({ slides: z.array(LessonSlideViewSchema) });
export type Lesson = z.infer<typeof LessonSchema>;

/** A lesson card of GET /api/lessons (no slide data). */
export const LessonSummarySchema = LessonBaseSchema.extend({ slideCount: z.number().int() });
export type LessonSummary = z.infer<typeof LessonSummarySchema>;
export const LessonListSchema = z.array(LessonSummarySchema);

/** POST /api/lessons. */
export const CreateLessonInputSchema = LessonDraftSchema;
export type CreateLessonInput = z.input<typeof CreateLessonInputSchema>;

/**
 * PATCH /api/lessons: the whole draft with the lesson id. Slides with an `id` update that stored slide
 * (its answers stay), slides without one are added, stored slides left out are deleted with their answers.
 */
export const UpdateLessonInputSchema = LessonDraftSchema.extend({ id: RowIdSchema });
export type UpdateLessonInput = z.input<typeof UpdateLessonInputSchema>;

/** PATCH /api/lessons/{id}/hide. */
export const LessonVisibilityInputSchema = z.object({
  id: RowIdSchema,
  isHidden: z.boolean(),
});
export type LessonVisibilityInput = z.infer<typeof LessonVisibilityInputSchema>;

/** GET /api/lessons/default: an empty draft (it does not pass validation until the author fills it in). */
export const LessonDefaultSchema = LessonDraftSchema.extend({ title: z.string(), description: z.string() });

/** GET /api/lessons/default?type= and GET /api/slides/default?type=. */
export const LessonDefaultQuerySchema = z.object({ type: LessonTypeSchema.default('LESSON') });
export const SlideDefaultQuerySchema = z.object({ type: z.string().regex(/^[A-Z][A-Z0-9_]*$/) });

/** One entry of GET /api/lessons/types: features and limits of a lesson type (spec 001 §1, §9). */
export const LessonTypeDescriptionSchema = z.object({
  type: LessonTypeSchema,
  displayName: z.string(),
  icon: z.string(),
  features: z.object({
    allowsMultipleAttempts: z.boolean(),
    requiresApproval: z.boolean(),
    awardsPoints: z.boolean(),
  }),
  limits: z.object({
    minSlides: z.number().int(),
    maxSlides: z.number().int(),
    deadline: z
      .object({
        required: z.boolean(),
        minAheadMs: z.number().int(),
        maxAheadMs: z.number().int().nullable(),
      })
      .nullable(),
  }),
  /** Slide types installed on the server that may be used in this lesson type. */
  slideTypes: z.array(z.string()),
  listPath: z.string(),
  editPath: z.string(),
  completePath: z.string(),
});
export type LessonTypeDescription = z.infer<typeof LessonTypeDescriptionSchema>;
export const LessonTypesResponseSchema = z.array(LessonTypeDescriptionSchema);

/** A slide of GET /api/slides/{id} with its lesson. */
export const SlideResponseSchema = LessonSlideViewSchema.extend({ lessonId: z.number().int() });
export type SlideResponse = z.infer<typeof SlideResponseSchema>;

/** GET /api/slides/default: a new slide envelope with the plugin's default data. */
export const DefaultSlideSchema = z.object({
  type: z.string(),
  number: z.number().int(),
  pluginVersion: z.string(),
  schemaVersion: z.number().int(),
  data: z.unknown(),
});

/** GET /api/options/default: a new answer option of a QUESTION slide. */
export const DefaultOptionSchema = z.object({ id: z.string(), text: z.string(), isCorrect: z.boolean() });

/** Messages of the lessons API beyond spec 001 §5 (which live in LESSON_MESSAGES). */
export const LESSON_API_MESSAGES = {
  notFound: 'Lecția nu a fost găsită',
  slideNotFound: 'Slide-ul nu a fost găsit',
  typeImmutable: 'Tipul lecției nu poate fi schimbat',
  foreignSlide: 'Slide-ul nu aparține acestei lecții',
  idMismatch: 'Identificatorul din cerere nu corespunde lecției',
} as const;
