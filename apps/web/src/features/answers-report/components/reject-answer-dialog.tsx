import { useState } from 'react';
import { Button, Modal, TextField } from '@platform/ui';
import type { AnswerReportRow } from '@platform/contracts';
import { ANSWERS_REPORT_MESSAGES as M, LESSON_MESSAGES } from '../answers-report-messages.js';

export interface RejectAnswerDialogProps {
  row: AnswerReportRow | null;
  isBusy: boolean;
  onClose(): void;
  /** Called with the trimmed, non-empty reason. */
  onReject(row: AnswerReportRow, reason: string): void;
}

/**
 * Rejecting an answer needs a reason (spec 001 §5): 'Motivul respingerii este obligatoriu' and the submit button
 * stays disabled while the reason is empty.
 */
export function RejectAnswerDialog({ row, isBusy, onClose, onReject }: RejectAnswerDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error = touched && trimmed === '' ? LESSON_MESSAGES.rejectReasonRequired : undefined;

  return (
    <Modal
      open={row !== null}
      onClose={onClose}
      title={M.rejectTitle}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={trimmed === '' || isBusy}
            loading={isBusy}
            onClick={() => row && onReject(row, trimmed)}
          >
            {M.rejectSubmit}
          </Button>
        </>
      }
    >
      {row && <p className="answers-report__dialog-subject">{M.viewFor(row.userName, row.lessonTitle)}</p>}
      <TextField
        label={M.rejectLabel}
        hint={M.rejectHint}
        multiline
        rows={4}
        required
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    </Modal>
  );
}
