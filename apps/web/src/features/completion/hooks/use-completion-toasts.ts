import { useEffect, useRef } from 'react';
import { notify } from '../../../shared/toasts/notify.js';
import type { CompletionMode, CompletionStatus } from '../completion-machine.js';
import { COMPLETION_MESSAGES, COMPLETION_TOAST_MS, LESSON_MESSAGES } from '../completion-messages.js';

/**
 * The toast when a run finishes (not when a finished lesson is opened): 'Lecție completată cu succes!', or in
 * practice a toast without points (3 s).
 */
export function useCompletionToasts(status: CompletionStatus, mode: CompletionMode) {
  const previous = useRef(status);
  useEffect(() => {
    const wasRunning = previous.current === 'in_progress' || previous.current === 'submitting';
    previous.current = status;
    if (!wasRunning || status !== 'completed') return;
    if (mode === 'complete') notify.success(LESSON_MESSAGES.completedSuccess, COMPLETION_TOAST_MS.success);
    else if (mode === 'practice') notify.info(COMPLETION_MESSAGES.practiceDone, COMPLETION_TOAST_MS.practice);
    else notify.info(COMPLETION_MESSAGES.previewDone, COMPLETION_TOAST_MS.success);
  }, [status, mode]);
}
