import { Alert } from '@platform/ui';
import type { WasteOrder } from '@platform/contracts';
import { RejectReasonDialog } from '../../../shared/ui/reject-reason-dialog.js';
import { ORDER_TEXTS, WASTE_ORDERS_MESSAGES as M } from '../waste-orders-messages.js';

export interface RejectOrderDialogProps {
  order: WasteOrder | null;
  isBusy: boolean;
  onClose(): void;
  /** Called with the trimmed, non-empty reason. */
  onReject(order: WasteOrder, reason: string): void;
}

/** Rejecting an order, with the required reason. */
export function RejectOrderDialog({ order, isBusy, onClose, onReject }: RejectOrderDialogProps) {
  return (
    <RejectReasonDialog
      open={order !== null}
      title={order ? M.rejectTitle(order.id) : ''}
      subject={
        order && (
          <>
            <p className="waste-orders__dialog-subject">
              {M.orderFor(order.school.numeInstitutieInvatamant)}
            </p>
            <Alert tone="warning">{M.rejectIrreversible}</Alert>
          </>
        )
      }
      label={M.rejectLabel}
      hint={M.rejectHint}
      submitLabel={M.reject}
      cancelLabel={M.cancel}
      requiredMessage={ORDER_TEXTS.rejectReasonRequired}
      isBusy={isBusy}
      onClose={onClose}
      onSubmit={(reason) => order && onReject(order, reason)}
    />
  );
}
