import { useCallback, useRef, useState } from 'react';
import type { AnswerReportRow } from '@platform/contracts';
import { readApiError } from '../../shared/api/api-error.js';
import { notify } from '../../shared/toasts/notify.js';
import { useDeletePupilAnswersMutation, useReviewAnswerMutation } from './answers-report-api.js';
import { ANSWERS_REPORT_MESSAGES as M, LESSON_MESSAGES, REPORT_TOAST_MS } from './answers-report-messages.js';

/**
 * Approve, reject and delete with the toasts of spec 001 §8 (the server's message when it sends one, else the
 * spec's default). `onChanged` runs after every success (the page reloads its rows).
 */
export function useAnswerReview(onChanged: () => void) {
  const [reviewAnswer, reviewState] = useReviewAnswerMutation();
  const [deleteAnswers, deleteState] = useDeletePupilAnswersMutation();
  const [approvingId, setApprovingId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<AnswerReportRow | null>(null);
  const [deleting, setDeleting] = useState<AnswerReportRow | null>(null);
  const changed = useRef(onChanged);
  changed.current = onChanged;

  const approve = useCallback(
    async (row: AnswerReportRow) => {
      setApprovingId(row.id);
      try {
        await reviewAnswer({ id: row.id, approved: true }).unwrap();
        notify.success(M.approved, REPORT_TOAST_MS.success);
        changed.current();
      } catch (error) {
        notify.error(readApiError(error, LESSON_MESSAGES.approveFailed).message, REPORT_TOAST_MS.error);
      } finally {
        setApprovingId(null);
      }
    },
    [reviewAnswer],
  );

  const reject = useCallback(
    async (row: AnswerReportRow, reason: string) => {
      try {
        await reviewAnswer({ id: row.id, approved: false, reason }).unwrap();
        notify.success(M.rejected, REPORT_TOAST_MS.success);
        setRejecting(null);
        changed.current();
      } catch (error) {
        notify.error(readApiError(error, LESSON_MESSAGES.rejectFailed).message, REPORT_TOAST_MS.error);
      }
    },
    [reviewAnswer],
  );

  const remove = useCallback(
    async (row: AnswerReportRow) => {
      try {
        await deleteAnswers({
          userId: row.userId,
          lessonId: row.lessonId,
          editionId: row.editionId,
        }).unwrap();
        notify.success(M.deleted, REPORT_TOAST_MS.success);
        setDeleting(null);
        changed.current();
      } catch (error) {
        notify.error(readApiError(error, LESSON_MESSAGES.deleteFailed).message, REPORT_TOAST_MS.error);
      }
    },
    [deleteAnswers],
  );

  return {
    approvingId,
    approve: (row: AnswerReportRow) => void approve(row),
    rejecting,
    openReject: setRejecting,
    closeReject: useCallback(() => setRejecting(null), []),
    reject,
    isRejecting: reviewState.isLoading && rejecting !== null,
    deleting,
    openDelete: setDeleting,
    closeDelete: useCallback(() => setDeleting(null), []),
    remove,
    isDeleting: deleteState.isLoading,
  };
}
