import type { AnswerState, Lesson, LessonSlideView, LessonSummary } from '@platform/contracts';
import type { LessonRow, SlideRow } from './lessons.repository.js';
import { toSlideView, type SlideAudience } from '../slides/slide-views.js';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';

function baseOf(row: LessonRow, attemptState: AnswerState | null) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    deadline: row.deadline ? row.deadline.getTime() : null,
    punctajMaxim: row.punctajMaxim,
    isHidden: row.isHidden,
    image: row.image,
    attemptState,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLessonSummary(
  row: LessonRow & { slideCount: number },
  attemptState: AnswerState | null,
): LessonSummary {
  return { ...baseOf(row, attemptState), slideCount: row.slideCount };
}

export function toLesson(
  registry: ServerSlideRegistry,
  row: LessonRow,
  slides: SlideRow[],
  audience: SlideAudience,
  attemptState: AnswerState | null,
): Lesson {
  return toLessonOfViews(
    row,
    slides.map((slide) => toSlideView(registry, slide, row.type, audience)),
    attemptState,
  );
}

/** A lesson whose slides' views were made already (`lesson-views-cache.ts`). */
export function toLessonOfViews(
  row: LessonRow,
  views: readonly LessonSlideView[],
  attemptState: AnswerState | null,
): Lesson {
  return { ...baseOf(row, attemptState), slides: views as LessonSlideView[] };
}
