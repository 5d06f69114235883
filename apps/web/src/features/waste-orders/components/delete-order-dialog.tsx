import { Button, Modal } from '@platform/ui';
import type { WasteOrder } from '@platform/contracts';
import { WASTE_ORDERS_MESSAGES as M } from '../waste-orders-messages.js';

export interface DeleteOrderDialogProps {
  order: WasteOrder | null;
  isBusy: boolean;
  onClose(): void;
  onConfirm(order: WasteOrder): void;
}

/** Asks before a staff member deletes an order (the school loses its points for it). */
export function DeleteOrderDialog({ order, isBusy, onClose, onConfirm }: DeleteOrderDialogProps) {
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title={order ? M.deleteTitle(order.id) : ''}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={isBusy}
            loading={isBusy}
            onClick={() => order && onConfirm(order)}
          >
            {M.delete}
          </Button>
        </>
      }
    >
      {order && <p>{M.deleteConfirm(order.school.numeInstitutieInvatamant)}</p>}
    </Modal>
  );
}
