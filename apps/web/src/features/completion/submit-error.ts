import { readApiError } from '../../shared/api/api-error.js';
import { ANSWER_MESSAGES, LESSON_MESSAGES } from './completion-messages.js';

/** What the page does after a refused answer (spec 001 §8 "Submit answer"). */
export type SubmitFailure =
  /** Another tab or an earlier click already stored it: warn and reload to resume. */
  | { kind: 'alreadyStarted'; message: string }
  /** The attempt waits for the teacher: nothing can be added until it is approved. */
  | { kind: 'pendingApproval'; message: string }
  | { kind: 'failed'; message: string };

const DUPLICATE = /duplicate|unique|ai început deja această lecție/i;
const PENDING = /așteaptă aprobarea|pending approval/i;

/**
 * Classifies a failed POST /api/answers: 400/409 with a duplicate or unique-constraint message, or 'Ai început
 * deja această lecție', is the 'already started' warning; a message about approval is the pending warning;
 * anything else shows the server's message, or 'Eroare la salvarea răspunsului' when it sent none.
 */
export function classifySubmitFailure(error: unknown): SubmitFailure {
  const readable = readApiError(error, LESSON_MESSAGES.saveAnswerFailed);
  const isConflict = readable.status === 400 || readable.status === 409;
  if (isConflict && DUPLICATE.test(readable.message)) {
    return { kind: 'alreadyStarted', message: LESSON_MESSAGES.alreadyStartedWarning };
  }
  if (
    isConflict &&
    (readable.message === ANSWER_MESSAGES.pendingApproval || PENDING.test(readable.message))
  ) {
    return { kind: 'pendingApproval', message: ANSWER_MESSAGES.pendingApproval };
  }
  if (typeof readable.status !== 'number' || readable.status >= 500) {
    return { kind: 'failed', message: LESSON_MESSAGES.saveAnswerFailed };
  }
  return { kind: 'failed', message: readable.message };
}
