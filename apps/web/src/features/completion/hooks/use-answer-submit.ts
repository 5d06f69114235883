import { useCallback, useState, type Dispatch } from 'react';
import { LESSON_TYPE_INFO, type Lesson } from '@platform/contracts';
import type { SlideFeedback, SlideIssue } from '@platform/slide-sdk';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import type { CompletionAction, CompletionState } from '../completion-machine.js';
import { COMPLETION_TOAST_MS } from '../completion-messages.js';
import { useSubmitAnswerMutation } from '../completion-api.js';
import { checkAnswer, type CompletionSlide } from '../completion-slides.js';
import type { CompletionResult } from '../components/completion-card.js';
import { classifySubmitFailure } from '../submit-error.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { newSubmissionId } from '../offline/offline-ids.js';
import { OFFLINE_MESSAGES } from '../offline/offline-messages.js';
import type { QueuedSubmission } from '../offline/use-offline-answers.js';

export interface UseAnswerSubmitOptions {
  state: CompletionState;
  dispatch: Dispatch<CompletionAction>;
  slides: CompletionSlide[];
  answers: Record<string, unknown>;
  lesson: Lesson | null;
  lessonId: number;
  userId: number;
  onCompleted(result: CompletionResult): void;
  /** The server holds a newer state (answer already stored, attempt pending approval): reload it. */
  onAlreadyStarted(): void;
  /** What the pupil may now see about the stored (or practised) answer (issue 12). */
  onFeedback?(slideId: string, feedback: SlideFeedback | null): void;
  /** The device side (issue 12): the outbox when there is no network, drafts dropped once stored. */
  offline?: {
    shouldQueue(answer: unknown): Promise<boolean>;
    queue(submission: QueuedSubmission): Promise<void>;
    stored(slideId: string): void;
  };
}

/**
 * 'Trimite răspuns' / 'Finalizează': the plugin checks the answer on the data the browser holds, then one
 * POST /api/answers (none in preview, none for an answered slide or a placeholder); 2 s double-submit lock.
 */
export function useAnswerSubmit(options: UseAnswerSubmitOptions) {
  const { state, dispatch, slides, answers, lesson, lessonId, userId, onCompleted, onAlreadyStarted } =
    options;
  const { onFeedback, offline } = options;
  const [submitAnswer] = useSubmitAnswerMutation();
  const { isLocked, run } = useSubmitLock();
  const [issues, setIssues] = useState<Record<string, SlideIssue[]>>({});

  const submit = useCallback(() => {
    void run(async () => {
      const slide = slides[state.currentIndex];
      if (!slide || !lesson || state.status !== 'in_progress' || state.pendingAdvance) return;
      if (state.answeredSlideIds.includes(slide.id)) {
        dispatch({ type: 'submitStart' });
        return;
      }
      const answer = answers[slide.id];
      const check = checkAnswer(slide, answer);
      setIssues((current) => ({ ...current, [slide.id]: check.issues }));
      if (check.message) {
        notify.warning(check.message, COMPLETION_TOAST_MS.warning);
        return;
      }
      dispatch({ type: 'submitStart' });
      if (state.mode === 'preview' || !slide.usable) {
        dispatch({ type: 'submitSuccess', slideId: slide.id });
        return;
      }
      // One id per submission: the Idempotency-Key online, the outbox entry's id offline.
      const id = newSubmissionId();
      const keepOnDevice = async () => {
        await offline!.queue({
          id,
          slideId: slide.id,
          slidePosition: state.currentIndex + 1,
          slideCount: slides.length,
          answer,
        });
        notify.info(OFFLINE_MESSAGES.savedOnDevice, COMPLETION_TOAST_MS.warning);
        dispatch({ type: 'submitSuccess', slideId: slide.id });
      };
      try {
        if (offline && (await offline.shouldQueue(answer))) return await keepOnDevice();
        const response = await submitAnswer({
          slideId: slide.id,
          lessonId,
          userId,
          answer,
          idempotencyKey: id,
        }).unwrap();
        offline?.stored(slide.id);
        onFeedback?.(slide.id, response.feedback);
        if (response.isLessonCompletedNow) {
          onCompleted({
            points: response.punctajFinal,
            completedAt: new Date().toISOString(),
            attemptState: LESSON_TYPE_INFO[lesson.type].requiresApproval ? 'PENDING_APPROVAL' : 'COMPLETED',
          });
        }
        dispatch({ type: 'submitSuccess', slideId: slide.id, points: response.punctajFinal });
      } catch (error) {
        // No answer from the server: the same id goes to the outbox, so a request that did arrive is not stored twice.
        if (offline && readApiError(error, '').status === 'network') {
          try {
            return await keepOnDevice();
          } catch {
            // No storage on the device: the usual error below.
          }
        }
        const failure = classifySubmitFailure(error);
        dispatch({ type: 'submitError', message: failure.message });
        // The toast carries the message; the inline warning area is for navigation warnings.
        dispatch({ type: 'dismissWarning' });
        if (failure.kind === 'failed') notify.error(failure.message, COMPLETION_TOAST_MS.error);
        else notify.warning(failure.message, COMPLETION_TOAST_MS.warning);
        if (failure.kind !== 'failed') onAlreadyStarted();
      }
    });
  }, [
    run,
    slides,
    state,
    lesson,
    answers,
    dispatch,
    submitAnswer,
    lessonId,
    userId,
    onCompleted,
    onAlreadyStarted,
    onFeedback,
    offline,
  ]);

  return { submit, isLocked, issues };
}
