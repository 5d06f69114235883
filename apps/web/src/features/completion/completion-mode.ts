import type { MyLessonAnswers } from '@platform/contracts';
import type { CompletionMode } from './completion-machine.js';

/**
 * Preview on the /preview routes; practice when the pupil's latest attempt is finished and scored (COMPLETED or
 * APPROVED: 'Repornire (Nepunctată)'); otherwise a scored attempt (new, in progress, pending, or a new one after
 * a rejection).
 */
export function completionModeOf(isPreview: boolean, mine: MyLessonAnswers | null): CompletionMode {
  if (isPreview) return 'preview';
  const state = mine?.attempt?.state;
  return state === 'COMPLETED' || state === 'APPROVED' ? 'practice' : 'complete';
}

/** The answers a scored attempt continues from: none after a rejection (a new attempt starts). */
export function continuedAnswers(mode: CompletionMode, mine: MyLessonAnswers | null) {
  if (mode !== 'complete' || !mine?.attempt || mine.attempt.state === 'REJECTED') return [];
  return mine.answers;
}
