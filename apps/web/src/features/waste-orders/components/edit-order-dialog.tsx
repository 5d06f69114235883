import { Button, Modal } from '@platform/ui';
import {
  AdminUpdateWasteOrderInputSchema,
  type AdminUpdateWasteOrderInput,
  type WasteOrder,
} from '@platform/contracts';
import type { ReadableApiError } from '../../../shared/api/api-error.js';
import { formatDate } from '../../../shared/dates/format-date.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { collectionDate } from '../order-status.js';
import { WASTE_ORDERS_MESSAGES as M } from '../waste-orders-messages.js';
import { addressText, WasteOrderForm, type WasteOrderFormValues } from './waste-order-form.js';

export interface EditOrderDialogProps {
  order: WasteOrder | null;
  counties: readonly string[];
  onClose(): void;
  upload(file: File, onProgress: (fraction: number) => void): Promise<{ url: string }>;
  onSave(values: AdminUpdateWasteOrderInput): Promise<ReadableApiError | null>;
}

function initialOf(order: WasteOrder): WasteOrderFormValues {
  return {
    contactPersonName: order.contactPersonName,
    contactPersonPhone: order.contactPersonPhone,
    contactPersonEmail: order.contactPersonEmail,
    pickupAddressSameWithSchoolAddress: order.pickupAddressSameWithSchoolAddress,
    pickupAddress: addressText(order.pickupAddress),
    deeeKg: String(order.deeeKg),
    dbaKg: String(order.dbaKg),
    becuriSiNeoaneKg: String(order.becuriSiNeoaneKg),
    photos: order.photos,
    deeeOrderNumber: order.deeeOrderNumber ?? '',
    dbaOrderNumber: order.dbaOrderNumber ?? '',
  };
}

/** The staff edit of the full order (ADMIN, DBEST); the collection date is read-only (spec 001 §5). */
export function EditOrderDialog({ order, counties, onClose, upload, onSave }: EditOrderDialogProps) {
  const formId = `edit-order-${order?.id ?? 'none'}`;
  const { isLocked, run } = useSubmitLock();
  // The server copies the school address when 'same' is ticked; an order placed that way already holds it.
  const schoolAddress = order
    ? order.pickupAddressSameWithSchoolAddress
      ? addressText(order.pickupAddress)
      : addressText({ judet: order.school.judet, oras: order.school.oras })
    : addressText(null);

  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title={order ? M.editTitle(order.id) : ''}
      className="waste-orders__dialog waste-orders__dialog--wide"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={isLocked} loading={isLocked}>
            {M.save}
          </Button>
        </>
      }
    >
      {order && (
        <>
          <p className="waste-orders__dialog-subject">{M.orderFor(order.school.numeInstitutieInvatamant)}</p>
          <WasteOrderForm
            formId={formId}
            schema={AdminUpdateWasteOrderInputSchema}
            extraInput={(values) => ({
              id: order.id,
              deeeOrderNumber: values.deeeOrderNumber,
              dbaOrderNumber: values.dbaOrderNumber,
              dataOrientativaColectare: order.dataOrientativaColectare,
            })}
            initial={initialOf(order)}
            schoolAddress={schoolAddress}
            counties={counties}
            staffFields={{
              dataOrientativaColectare: formatDate(collectionDate(order.dataOrientativaColectare)),
            }}
            upload={upload}
            onSubmit={async (values) => (await run(() => onSave(values))) ?? null}
          />
        </>
      )}
    </Modal>
  );
}
