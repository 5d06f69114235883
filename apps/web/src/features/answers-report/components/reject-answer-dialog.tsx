import type { AnswerReportRow } from '@platform/contracts';
import { RejectReasonDialog } from '../../../shared/ui/reject-reason-dialog.js';
import { ANSWERS_REPORT_MESSAGES as M, LESSON_MESSAGES } from '../answers-report-messages.js';

export interface RejectAnswerDialogProps {
  row: AnswerReportRow | null;
  isBusy: boolean;
  onClose(): void;
  /** Called with the trimmed, non-empty reason. */
  onReject(row: AnswerReportRow, reason: string): void;
}

/** Rejecting a pupil's answer, with the required reason. */
export function RejectAnswerDialog({ row, isBusy, onClose, onReject }: RejectAnswerDialogProps) {
  return (
    <RejectReasonDialog
      open={row !== null}
      title={M.rejectTitle}
      subject={
        row && <p className="answers-report__dialog-subject">{M.viewFor(row.userName, row.lessonTitle)}</p>
      }
      label={M.rejectLabel}
      hint={M.rejectHint}
      submitLabel={M.rejectSubmit}
      cancelLabel={M.cancel}
      requiredMessage={LESSON_MESSAGES.rejectReasonRequired}
      isBusy={isBusy}
      onClose={onClose}
      onSubmit={(reason) => row && onReject(row, reason)}
    />
  );
}
