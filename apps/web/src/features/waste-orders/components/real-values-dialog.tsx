import { Controller, useForm, type Path } from 'react-hook-form';
import { Button, Modal, TextField } from '@platform/ui';
import { WasteRealValuesInputSchema, type WasteOrder, type WasteRealValuesInput } from '@platform/contracts';
import type { ReadableApiError } from '../../../shared/api/api-error.js';
import { applyServerFieldErrors } from '../../../shared/forms/apply-server-errors.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { quantity, schemaResolver } from '../schema-resolver.js';
import { WASTE_ORDERS_MESSAGES as M } from '../waste-orders-messages.js';
import { OrderDocumentField } from './order-document-field.js';

const REAL_FIELDS = ['realDeeeKg', 'realDbaKg', 'realBecuriSiNeoaneKg'] as const;

interface RealValuesFormValues {
  realDeeeKg: string;
  realDbaKg: string;
  realBecuriSiNeoaneKg: string;
  deeeOrderDocument: string | null;
  dbaOrderDocument: string | null;
}
const SERVER_FIELDS: Path<RealValuesFormValues>[] = [...REAL_FIELDS, 'deeeOrderDocument', 'dbaOrderDocument'];

const text = (value: number | null) => (value === null ? '' : String(value));

export interface RealValuesDialogProps {
  /** A validated order (LOGISTIC); the dialog is closed while null. */
  order: WasteOrder | null;
  onClose(): void;
  upload(file: File): Promise<{ url: string }>;
  /** Resolves with the server's error (field errors shown beside the fields) or null. */
  onSave(order: WasteOrder, values: WasteRealValuesInput): Promise<ReadableApiError | null>;
}

/**
 * Real values of spec 001 §5: each kg value >= 0 with at most 2 decimals (step 0.01), at least one non-zero,
 * one DEEE and one DBA document (image or PDF), each removable. The reports of the order are kept.
 */
export function RealValuesDialog({ order, onClose, upload, onSave }: RealValuesDialogProps) {
  const formId = `real-values-${order?.id ?? 'none'}`;
  const { isLocked, run } = useSubmitLock();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RealValuesFormValues, unknown, WasteRealValuesInput>({
    resolver: schemaResolver(WasteRealValuesInputSchema, (values: RealValuesFormValues) => ({
      realDeeeKg: quantity(values.realDeeeKg),
      realDbaKg: quantity(values.realDbaKg),
      realBecuriSiNeoaneKg: quantity(values.realBecuriSiNeoaneKg),
      deeeOrderDocument: values.deeeOrderDocument,
      dbaOrderDocument: values.dbaOrderDocument,
      proceseVerbale: order?.proceseVerbale ?? [],
    })),
    defaultValues: {
      realDeeeKg: text(order?.realDeeeKg ?? null),
      realDbaKg: text(order?.realDbaKg ?? null),
      realBecuriSiNeoaneKg: text(order?.realBecuriSiNeoaneKg ?? null),
      deeeOrderDocument: order?.deeeOrderDocument ?? null,
      dbaOrderDocument: order?.dbaOrderDocument ?? null,
    },
  });

  const submit = (values: WasteRealValuesInput) =>
    run(async () => {
      if (!order) return;
      const problem = await onSave(order, values);
      if (problem) applyServerFieldErrors(problem.fieldErrors, setError, SERVER_FIELDS);
    });

  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title={order ? M.realValuesTitle(order.id) : ''}
      className="waste-orders__dialog waste-orders__dialog--real"
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
        <form id={formId} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
          <p className="waste-orders__dialog-subject">{M.orderFor(order.school.numeInstitutieInvatamant)}</p>
          <p className="eco-field__hint waste-orders__dialog-hint">{M.realValuesHint}</p>
          <div className="waste-order-form__grid waste-order-form__grid--three">
            {REAL_FIELDS.map((field) => (
              <TextField
                key={field}
                label={M[field]}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                error={errors[field]?.message}
                {...register(field)}
              />
            ))}
          </div>
          <div className="waste-order-form__grid">
            {(['deeeOrderDocument', 'dbaOrderDocument'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <OrderDocumentField
                    label={M[name]}
                    value={field.value}
                    onChange={field.onChange}
                    upload={upload}
                  />
                )}
              />
            ))}
          </div>
        </form>
      )}
    </Modal>
  );
}
