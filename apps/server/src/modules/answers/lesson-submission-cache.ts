import type { SlideMaxPointsResult } from '@platform/slide-sdk';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';
import { envelopeOf, usableSlide, type UsableSlide } from '../slides/slide-views.js';
import type { SlideRow } from '../lessons/lessons.repository.js';
import type { AnswerableSlide } from './lesson-points.js';
import type { SubmissionLesson } from './answers.repository.js';

/**
 * A slide as submissions score against it: resolved (migrated, validated) by its plugin once, with its highest
 * points (`registry.maxPoints`: its issues for a slide the plugin cannot handle), which depend on its data alone.
 */
export interface KeptSlide {
  slide: SlideRow;
  usable: UsableSlide;
  maxPoints: SlideMaxPointsResult;
}

/** A lesson as submissions score against it: read once per version, each slide resolved by its plugin once. */
export interface KeptLesson extends SubmissionLesson {
  /** Every slide with its resolution, in lesson order. */
  resolved: KeptSlide[];
  answerable: AnswerableSlide[];
}

/**
 * The lessons pupils are answering, kept in this server process (issue 10: a submission is then one round trip).
 * Nothing here is trusted for a write: the database stores an answer only while the lesson's content version is
 * still the one kept (`submit_lesson_answer`), so a lesson changed by any process is read again. Bounded: the
 * least recently used lesson goes first. A lesson read while no edition is current is not kept.
 */
export function createLessonSubmissionCache(
  registry: ServerSlideRegistry,
  read: (lessonId: number) => Promise<SubmissionLesson | undefined>,
  maxLessons = 500,
) {
  const kept = new Map<number, KeptLesson>();
  return {
    /** The lesson, and whether it was read just now (false: kept from an earlier submission). */
    async get(lessonId: number): Promise<{ lesson: KeptLesson | undefined; fresh: boolean }> {
      const hit = kept.get(lessonId);
      if (hit) {
        kept.delete(lessonId);
        kept.set(lessonId, hit);
        return { lesson: hit, fresh: false };
      }
      const stored = await read(lessonId);
      if (!stored) return { lesson: undefined, fresh: true };
      const resolved = stored.slides.map((slide): KeptSlide => ({
        slide,
        usable: usableSlide(registry, slide, stored.lesson.type),
        maxPoints: registry.maxPoints(envelopeOf(slide)),
      }));
      const lesson: KeptLesson = {
        ...stored,
        resolved,
        answerable: resolved.flatMap(({ slide, usable }) =>
          usable.status === 'ok' ? [{ slide, core: usable.core, data: usable.data }] : [],
        ),
      };
      if (lesson.editionId !== null) {
        kept.set(lessonId, lesson);
        if (kept.size > maxLessons) kept.delete(kept.keys().next().value!);
      }
      return { lesson, fresh: true };
    },
    forget(lessonId: number): void {
      kept.delete(lessonId);
    },
    get size(): number {
      return kept.size;
    },
  };
}
export type LessonSubmissionCache = ReturnType<typeof createLessonSubmissionCache>;
