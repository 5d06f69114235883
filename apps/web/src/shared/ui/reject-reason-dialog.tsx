import { useState, type ReactNode } from 'react';
import { Button, Modal, TextField } from '@platform/ui';

export interface RejectReasonDialogProps {
  open: boolean;
  title: string;
  /** What is being rejected, shown above the reason. */
  subject?: ReactNode;
  label: string;
  hint: string;
  submitLabel: string;
  cancelLabel: string;
  /** 'Motivul respingerii este obligatoriu' (spec 001 §5). */
  requiredMessage: string;
  isBusy: boolean;
  onClose(): void;
  /** Called with the trimmed, non-empty reason. */
  onSubmit(reason: string): void;
}

/**
 * A rejection needs a reason (spec 001 §5, answers and orders alike): the message shows once the field was left
 * empty, and the submit button stays disabled while the reason is empty.
 */
export function RejectReasonDialog(props: RejectReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error = touched && trimmed === '' ? props.requiredMessage : undefined;

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      footer={
        <>
          <Button variant="ghost" onClick={props.onClose}>
            {props.cancelLabel}
          </Button>
          <Button
            variant="danger"
            disabled={trimmed === '' || props.isBusy}
            loading={props.isBusy}
            onClick={() => props.onSubmit(trimmed)}
          >
            {props.submitLabel}
          </Button>
        </>
      }
    >
      {props.subject}
      <TextField
        label={props.label}
        hint={props.hint}
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
