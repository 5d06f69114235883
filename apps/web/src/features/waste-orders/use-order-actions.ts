import { useCallback, useRef, useState } from 'react';
import type { AdminUpdateWasteOrderInput, WasteOrder, WasteRealValuesInput } from '@platform/contracts';
import { readApiError, type ReadableApiError } from '../../shared/api/api-error.js';
import { notify } from '../../shared/toasts/notify.js';
import {
  useAdminUpdateWasteOrderMutation,
  useDecideWasteOrderMutation,
  useDeleteWasteOrderMutation,
  useProcessWasteOrderMutation,
  useSetWasteRealValuesMutation,
} from './waste-orders-api.js';
import { ORDER_TEXTS } from './waste-orders-messages.js';

/**
 * The row actions of the orders report with the toasts of spec 001 §8: the server's message when it sends
 * one, else the catalogue's failure text. `onChanged` runs after every success (the page reloads its rows).
 */
export function useOrderActions(onChanged: () => void) {
  const [decide, decideState] = useDecideWasteOrderMutation();
  const [process] = useProcessWasteOrderMutation();
  const [adminUpdate] = useAdminUpdateWasteOrderMutation();
  const [setRealValues] = useSetWasteRealValuesMutation();
  const [deleteOrder, deleteState] = useDeleteWasteOrderMutation();
  const [deleting, setDeleting] = useState<WasteOrder | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [editing, setEditing] = useState<WasteOrder | null>(null);
  const [rejecting, setRejecting] = useState<WasteOrder | null>(null);
  const [entering, setEntering] = useState<WasteOrder | null>(null);
  const changed = useRef(onChanged);
  changed.current = onChanged;

  /** Runs a call with its success toast; returns the readable error (already shown) or null. */
  const attempt = useCallback(
    async (
      call: () => Promise<unknown>,
      success: string,
      failure: string,
    ): Promise<ReadableApiError | null> => {
      try {
        await call();
        notify.success(success);
        changed.current();
        return null;
      } catch (error) {
        const problem = readApiError(error, failure);
        notify.error(problem.message);
        return problem;
      }
    },
    [],
  );

  const validate = useCallback(
    async (order: WasteOrder) => {
      setBusyId(order.id);
      await attempt(
        () => decide({ id: order.id, isValidated: true }).unwrap(),
        ORDER_TEXTS.validated,
        ORDER_TEXTS.validateFailed,
      );
      setBusyId(null);
    },
    [attempt, decide],
  );

  const markProcessed = useCallback(
    async (order: WasteOrder) => {
      setBusyId(order.id);
      await attempt(() => process(order.id).unwrap(), ORDER_TEXTS.processed, ORDER_TEXTS.processFailed);
      setBusyId(null);
    },
    [attempt, process],
  );

  const reject = useCallback(
    async (order: WasteOrder, rejectReason: string) => {
      const problem = await attempt(
        () => decide({ id: order.id, isValidated: false, rejectReason }).unwrap(),
        ORDER_TEXTS.rejected,
        // The rejection is sent from a dialog: the catalogue's dialog variant.
        ORDER_TEXTS.rejectFailedDialog,
      );
      if (!problem) setRejecting(null);
    },
    [attempt, decide],
  );

  const saveEdit = useCallback(
    async (values: AdminUpdateWasteOrderInput) => {
      const problem = await attempt(
        () => adminUpdate(values).unwrap(),
        ORDER_TEXTS.updated,
        ORDER_TEXTS.updateFailed,
      );
      if (!problem) setEditing(null);
      return problem;
    },
    [attempt, adminUpdate],
  );

  const saveRealValues = useCallback(
    async (order: WasteOrder, values: WasteRealValuesInput) => {
      const problem = await attempt(
        () => setRealValues({ id: order.id, ...values }).unwrap(),
        ORDER_TEXTS.realValuesUpdated,
        ORDER_TEXTS.realValuesFailed,
      );
      if (!problem) setEntering(null);
      return problem;
    },
    [attempt, setRealValues],
  );

  const remove = useCallback(
    async (order: WasteOrder) => {
      const problem = await attempt(
        () => deleteOrder(order.id).unwrap(),
        ORDER_TEXTS.deleted,
        ORDER_TEXTS.deleteFailed,
      );
      if (!problem) setDeleting(null);
    },
    [attempt, deleteOrder],
  );

  return {
    busyId,
    deleting,
    openDelete: setDeleting,
    closeDelete: useCallback(() => setDeleting(null), []),
    remove,
    isDeleting: deleteState.isLoading,
    validate: useCallback((order: WasteOrder) => void validate(order), [validate]),
    markProcessed: useCallback((order: WasteOrder) => void markProcessed(order), [markProcessed]),
    rejecting,
    openReject: setRejecting,
    closeReject: useCallback(() => setRejecting(null), []),
    reject,
    isRejecting: decideState.isLoading && rejecting !== null,
    editing,
    openEdit: setEditing,
    closeEdit: useCallback(() => setEditing(null), []),
    saveEdit,
    entering,
    openRealValues: setEntering,
    closeRealValues: useCallback(() => setEntering(null), []),
    saveRealValues,
  };
}
