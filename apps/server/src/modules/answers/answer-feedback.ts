import { slideFeedbackOf, type SlideFeedback } from '@platform/slide-sdk';
import type { UsableSlide } from '../slides/slide-views.js';

/**
 * What the pupil may see about an answer just stored or checked (issue 12): the plugin's feedback, computed
 * from the stored slide data after the answer passed validation. While a teacher's decision is awaited
 * (lesson types that require approval) only `pending-review` is said: the verdict and the answer key wait for
 * the decision (docs/decisions.md, "Issue 12"). A plugin whose feedback breaks its contract gives null rather
 * than failing a submission that is already valid.
 */
export function answerFeedback(
  usable: UsableSlide,
  answer: unknown,
  options: { awaitingTeacher: boolean },
): SlideFeedback | null {
  if (usable.status !== 'ok') return null;
  const result = slideFeedbackOf(usable.core, usable.data, answer);
  if (!result.ok || result.feedback === null) return null;
  return options.awaitingTeacher ? { outcome: 'pending-review' } : result.feedback;
}
