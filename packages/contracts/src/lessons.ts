import { z } from 'zod';
import { LessonTypeSchema, LESSON_TYPE_INFO, type LessonType } from './lesson-types.js';
import { LESSON_MESSAGES as M } from './lesson-messages.js';

/** A slide as the API carries it: the stored envelope plus its id and position (spec 001 §3 Slide). */
export const LessonSlideSchema = z.object({
  id: z.string().optional(),
  number: z.number().int().min(0),
  type: z.string().min(1),
  pluginVersion: z.string(),
  schemaVersion: z.number().int().min(1),
  data: z.unknown(),
});
export type LessonSlide = z.infer<typeof LessonSlideSchema>;

/** Metadata an author edits (spec 001 §5 Lesson rules; per-type rules live in `validateLessonDraft`). */
export const LessonMetadataSchema = z.object({
  type: LessonTypeSchema,
  title: z.string().trim().min(1, M.titleRequired).max(200, M.titleTooLong),
  description: z.string().trim().min(1, M.descriptionRequired).max(1000, M.descriptionTooLong),
  /** Epoch milliseconds; required for homework and challenges. */
  deadline: z.number().int().nullable().default(null),
  punctajMaxim: z.number().int().min(0, 'Punctajul maxim nu poate fi negativ').max(10_000).default(0),
  image: z.string().nullable().default(null),
  isHidden: z.boolean().default(false),
});
export type LessonMetadata = z.infer<typeof LessonMetadataSchema>;

export const LessonDraftSchema = LessonMetadataSchema.extend({ slides: z.array(LessonSlideSchema) });
export type LessonDraft = z.infer<typeof LessonDraftSchema>;

/** One problem of a lesson draft; `path` is `['slides', index, ...]` for slide issues. */
export interface LessonIssue {
  path: (string | number)[];
  message: string;
}

/** What lesson validation needs from a slide registry (structural, so any registry fits). */
export interface SlideValidator {
  /** Issues of one slide in a lesson of `lessonType` (unknown plugin, not allowed, invalid data...). */
  validateSlide(
    envelope: { type: string; pluginVersion: string; schemaVersion: number; data: unknown },
    lessonType: LessonType,
  ): { path: (string | number)[]; message: string }[];
}

/** Checks a deadline against the lesson type's window; `null` when fine. */
export function deadlineProblem(type: LessonType, deadline: number | null, now: number): string | null {
  const rule = LESSON_TYPE_INFO[type].deadline;
  if (!rule) return null;
  if (deadline === null) return rule.required ? M.deadlineRequired : null;
  if (deadline < now + rule.minAheadMs) return M.deadlineInFuture;
  if (rule.maxAheadMs !== undefined && deadline > now + rule.maxAheadMs) return M.dailyWithin24h;
  return null;
}

/** The per-type slide-count message, or `null` when the count fits the limits of spec 001 §9. */
export function slideCountProblem(type: LessonType, count: number): string | null {
  const info = LESSON_TYPE_INFO[type];
  if (count === 0 && type === 'LESSON') return M.lessonNeedsSlide;
  if (count < info.minSlides) return M.minSlides(info.minSlides);
  if (count > info.maxSlides) return M.maxSlides(info.maxSlides);
  return null;
}

/**
 * Every rule of spec 001 §5 for a whole lesson: metadata, slide limits, the per-type rules and each slide's own
 * validation. The editor and the server run the same function, so they agree on every message.
 */
export function validateLessonDraft(
  draft: unknown,
  slides: SlideValidator,
  options: { now: number; checkDeadline?: boolean },
): LessonIssue[] {
  const parsed = LessonDraftSchema.safeParse(draft);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({
      path: issue.path as (string | number)[],
      message: issue.message,
    }));
  }
  const lesson = parsed.data;
  const issues: LessonIssue[] = [];
  const countProblem = slideCountProblem(lesson.type, lesson.slides.length);
  if (countProblem) issues.push({ path: ['slides'], message: countProblem });
  if (options.checkDeadline !== false) {
    const problem = deadlineProblem(lesson.type, lesson.deadline, options.now);
    if (problem) issues.push({ path: ['deadline'], message: problem });
  }
  if (lesson.type === 'PRACTICAL_ACTIVITY' && !lesson.slides.some((slide) => slide.type === 'IMAGE_UPLOAD')) {
    issues.push({ path: ['slides'], message: M.practicalNeedsImageUpload });
  }
  lesson.slides.forEach((slide, index) => {
    for (const issue of slides.validateSlide(slide, lesson.type)) {
      issues.push({ path: ['slides', index, ...issue.path], message: issue.message });
    }
  });
  return issues;
}

/** The editor's summary: the first three messages, then '+N erori'. */
export function summarizeIssues(issues: readonly LessonIssue[]): string[] {
  const shown = issues.slice(0, 3).map((issue) => issue.message);
  return issues.length > 3 ? [...shown, M.moreErrors(issues.length - 3)] : shown;
}
