import type { Lesson, LessonType } from '@platform/contracts';
import type { SlideIssue } from '@platform/slide-sdk';
import { resolveForHost, resolveLearnerSlide, type WebSlideCore } from '../../slides/index.js';
import { LESSON_MESSAGES } from './completion-messages.js';

/** Which data the server sent: pupils get `redactForLearner` output, staff the stored data. */
export type SlideDataSource = 'learner' | 'full';

/** A slide of the lesson being completed, with what the engine needs to check an answer before sending it. */
export interface CompletionSlide {
  id: string;
  number: number;
  /** The slide as the API returned it (what the frame renders). */
  stored: Lesson['slides'][number];
  /** Null for a placeholder (unknown plugin, invalid data): it needs no answer. */
  usable: { core: WebSlideCore; learnerData: unknown } | null;
}

export function dataSourceOf(role: string): SlideDataSource {
  return role === 'ELEV' ? 'learner' : 'full';
}

/** Resolves every slide once per load, sorted by number. */
export function toCompletionSlides(lesson: Lesson, source: SlideDataSource): CompletionSlide[] {
  return [...lesson.slides]
    .sort((a, b) => a.number - b.number)
    .map((stored) => ({
      id: stored.id,
      number: stored.number,
      stored,
      usable: usableOf(stored, source, lesson.type),
    }));
}

function usableOf(stored: Lesson['slides'][number], source: SlideDataSource, type: LessonType) {
  if (stored.placeholder || stored.data === null || stored.data === undefined) return null;
  const resolved = source === 'learner' ? resolveLearnerSlide(stored) : resolveForHost(stored, type);
  if (!resolved.ok) return null;
  const learnerData = source === 'full' ? resolved.core.redactForLearner(resolved.data) : resolved.data;
  return { core: resolved.core, learnerData };
}

/**
 * Checks an answer with the plugin on the data the browser holds (spec 001 §5): the issues, and the message to
 * show (the first issue's, or 'Răspunsul este invalid').
 */
export function checkAnswer(
  slide: CompletionSlide,
  answer: unknown,
): { issues: SlideIssue[]; message: string | null } {
  if (!slide.usable) return { issues: [], message: null };
  if (answer === undefined) {
    const message = LESSON_MESSAGES.answerInvalid;
    return { issues: [{ path: [], code: 'required', message }], message };
  }
  const issues = slide.usable.core.validateLearnerAnswer(slide.usable.learnerData, answer);
  if (issues.length === 0) return { issues, message: null };
  return { issues, message: issues[0]?.message || LESSON_MESSAGES.answerInvalid };
}
