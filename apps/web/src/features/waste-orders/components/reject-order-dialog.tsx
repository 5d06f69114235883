import { useState } from 'react';
import { Button, Modal, TextField } from '@platform/ui';
import type { WasteOrder } from '@platform/contracts';
import { ORDER_TEXTS, WASTE_ORDERS_MESSAGES as M } from '../waste-orders-messages.js';

export interface RejectOrderDialogProps {
  order: WasteOrder | null;
  isBusy: boolean;
  onClose(): void;
  /** Called with the trimmed, non-empty reason. */
  onReject(order: WasteOrder, reason: string): void;
}

/** Rejecting an order needs a reason (spec 001 §5); the submit stays disabled while it is empty. */
export function RejectOrderDialog({ order, isBusy, onClose, onReject }: RejectOrderDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error = touched && trimmed === '' ? ORDER_TEXTS.rejectReasonRequired : undefined;

  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title={order ? M.rejectTitle(order.id) : ''}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={trimmed === '' || isBusy}
            loading={isBusy}
            onClick={() => order && onReject(order, trimmed)}
          >
            {M.reject}
          </Button>
        </>
      }
    >
      {order && (
        <p className="waste-orders__dialog-subject">{M.orderFor(order.school.numeInstitutieInvatamant)}</p>
      )}
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
