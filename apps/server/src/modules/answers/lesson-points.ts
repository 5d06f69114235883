import type { LessonRow, SlideRow } from '../lessons/lessons.repository.js';
import type { AnySlideCore, ServerSlideRegistry } from '../slides/slide-registry.js';
import { usableSlide } from '../slides/slide-views.js';

/** Points to the cents the database stores (numeric(12, 2)). */
export const roundPoints = (value: number) => Math.round(value * 100) / 100;

/** A slide a pupil can answer, resolved by its plugin. */
export interface AnswerableSlide {
  slide: SlideRow;
  core: AnySlideCore;
  data: unknown;
}

/** Slides a pupil can answer: unknown or invalid slides are placeholders and never count against them. */
export function answerableSlides(
  registry: ServerSlideRegistry,
  lesson: LessonRow,
  slides: SlideRow[],
): AnswerableSlide[] {
  return slides.flatMap((slide) => {
    const usable = usableSlide(registry, slide, lesson.type);
    return usable.status === 'ok' ? [{ slide, core: usable.core, data: usable.data }] : [];
  });
}

/**
 * A lesson's points (architecture §6): `punctajMaxim` scaled by the share of scoreable points earned.
 * A lesson without scoreable slides earns its full `punctajMaxim` once completed.
 */
export function lessonPoints(
  registry: ServerSlideRegistry,
  lesson: LessonRow,
  slides: SlideRow[],
  answers: readonly { slideId: number; points: number }[],
): number {
  return lessonPointsOf(lesson, answerableSlides(registry, lesson, slides), answers);
}

/** `lessonPoints` over slides already resolved (a submission resolves them once). */
export function lessonPointsOf(
  lesson: LessonRow,
  answerable: readonly AnswerableSlide[],
  answers: readonly { slideId: number; points: number }[],
): number {
  const earnedBySlide = new Map(answers.map((answer) => [answer.slideId, answer.points]));
  let max = 0;
  let earned = 0;
  for (const { slide, core, data } of answerable) {
    if (!core.scoreable || !core.scoring) continue;
    max += core.scoring.maxPoints(data);
    earned += earnedBySlide.get(slide.id) ?? 0;
  }
  const share = max > 0 ? Math.min(1, earned / max) : 1;
  return roundPoints(lesson.punctajMaxim * share);
}
