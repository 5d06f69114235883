import { Alert, Button, Modal, Spinner } from '@platform/ui';
import { useGetAnswersReportQuery } from '../../answers-report/answers-report-api.js';
import { useAnswerReview } from '../../answers-report/use-answer-review.js';
import { AnswerContent } from '../../answers-report/components/view-answer-dialog.js';
import { RejectAnswerDialog } from '../../answers-report/components/reject-answer-dialog.js';
import { ANSWERS_REPORT_MESSAGES as R } from '../../answers-report/answers-report-messages.js';
import { LoadFailureAlert } from '../../../shared/ui/load-failure-alert.js';
import { CLASS_PROGRESS_MESSAGES as M } from '../class-progress-messages.js';

export interface PendingCell {
  userId: number;
  lessonId: number;
  editionId: number;
  pupil: string;
  activity: string;
}

/**
 * The approval of one pending cell: the answers of 'Istoric Activitati' (same calls, same review hook,
 * same reject dialog and slide Review), filtered to the pupil, the activity and the pending state.
 */
export function ApprovalDialog({
  cell,
  onClose,
  onChanged,
}: {
  cell: PendingCell | null;
  onClose(): void;
  onChanged(): void;
}) {
  const answers = useGetAnswersReportQuery(
    cell
      ? {
          userId: cell.userId,
          lessonId: cell.lessonId,
          editionId: cell.editionId,
          state: 'PENDING_APPROVAL',
          page: 0,
          size: 50,
          sort: 'timestamp,asc',
        }
      : {},
    { skip: cell === null },
  );
  const review = useAnswerReview(() => {
    onChanged();
    void answers.refetch();
  });
  const rows = answers.currentData?.content ?? [];
  // A teacher never approves practical activities (spec 001 §6): said once, not under every slide.
  const approvable = rows.some((row) => row.canApprove);

  return (
    <>
      <Modal
        open={cell !== null}
        onClose={onClose}
        title={M.approval.title}
        className="class-progress__approval"
        footer={<Button onClick={onClose}>{R.close}</Button>}
      >
        {cell && (
          <p className="class-progress__approval-subject">{M.approval.subject(cell.pupil, cell.activity)}</p>
        )}
        {answers.isError ? (
          <LoadFailureAlert error={answers.error} fallbackTitle={M.approval.loadFailed} />
        ) : !answers.currentData ? (
          <Spinner label={M.approval.loading} />
        ) : rows.length === 0 ? (
          <p>{M.approval.none}</p>
        ) : (
          <>
            {!approvable && <Alert tone="info">{R.notApplicableTitle}</Alert>}
            <ol className="class-progress__answers">
              {rows.map((row, index) => (
                <li key={row.id} className="class-progress__answer">
                  <h3 className="class-progress__answer-title">
                    {M.approval.slide(index + 1, row.slideType)}
                  </h3>
                  <AnswerContent row={row} />
                  {row.canApprove && (
                    <div className="class-progress__answer-actions">
                      <Button
                        size="sm"
                        loading={review.approvingId === row.id}
                        onClick={() => review.approve(row)}
                      >
                        {R.approve}
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => review.openReject(row)}>
                        {R.reject}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </Modal>
      <RejectAnswerDialog
        key={review.rejecting?.id ?? 'closed'}
        row={review.rejecting}
        isBusy={review.isRejecting}
        onClose={review.closeReject}
        onReject={(row, reason) => void review.reject(row, reason)}
      />
    </>
  );
}
