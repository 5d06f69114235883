import { Alert, Button, Modal } from '@platform/ui';
import type { AnswerReportRow } from '@platform/contracts';
import { ANSWERS_REPORT_MESSAGES as M } from '../answers-report-messages.js';

export interface DeleteAnswersDialogProps {
  row: AnswerReportRow | null;
  isBusy: boolean;
  onClose(): void;
  onConfirm(row: AnswerReportRow): void;
}

/** The confirmation of spec 001 §2: deletion is permanent and removes answers, points and history. */
export function DeleteAnswersDialog({ row, isBusy, onClose, onConfirm }: DeleteAnswersDialogProps) {
  return (
    <Modal
      open={row !== null}
      onClose={onClose}
      title={M.deleteTitle}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button variant="danger" loading={isBusy} onClick={() => row && onConfirm(row)}>
            {M.deleteConfirm}
          </Button>
        </>
      }
    >
      {row && <p>{M.deleteText(row.userName, row.lessonTitle)}</p>}
      <Alert tone="danger">{M.deleteWarning}</Alert>
    </Modal>
  );
}
