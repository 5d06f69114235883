import type { WasteOrder, WasteOrderStatus } from '@platform/contracts';

/** The state of spec 001 §4, as the report's status filter derives it on the server. */
export function orderStatus(order: Pick<WasteOrder, 'isValidated' | 'isProcessed'>): WasteOrderStatus {
  if (order.isProcessed) return 'PROCESSED';
  if (order.isValidated === true) return 'VALIDATED';
  if (order.isValidated === false) return 'REJECTED';
  return 'PENDING';
}

const kgFormat = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Totals with 2 decimals (spec 001 §9); empty for a value not entered yet. */
export function formatKg(value: number | null): string {
  return value === null ? '' : kgFormat.format(value);
}

/** dataOrientativaColectare is epoch seconds (spec 001 §3). */
export function collectionDate(seconds: number | null): Date | null {
  return seconds === null ? null : new Date(seconds * 1000);
}
