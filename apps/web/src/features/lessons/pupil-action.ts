import { LESSON_TYPE_INFO, type AnswerState, type LessonType } from '@platform/contracts';
import { LESSON_LIST_MESSAGES as M } from './lesson-list-messages.js';

/** The pupil's button on a card (spec 001 §2 "Student button by attempt state"). */
export interface PupilAction {
  label: string;
  /** Null when the button is disabled (waiting for the teacher). */
  path: string | null;
}

/**
 * no attempt: Pornire; IN_PROGRESS: Continuare; PENDING_APPROVAL: disabled 'În Așteptare Aprobare';
 * APPROVED or COMPLETED: 'Repornire (Nepunctată)' (practice mode); REJECTED: Reîncearcă (a new scored attempt).
 * Every enabled button opens the completion route, which decides the mode from the attempt state.
 */
export function pupilAction(type: LessonType, id: number, attemptState: AnswerState | null): PupilAction {
  const path = `${LESSON_TYPE_INFO[type].completePath}/${id}`;
  switch (attemptState) {
    case null:
      return { label: M.start, path };
    case 'IN_PROGRESS':
      return { label: M.continue, path };
    case 'PENDING_APPROVAL':
      return { label: M.pendingApproval, path: null };
    case 'APPROVED':
    case 'COMPLETED':
      return { label: M.restartPractice, path };
    case 'REJECTED':
      return { label: M.retryAttempt, path };
  }
}
