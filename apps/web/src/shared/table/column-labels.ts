import type { Column, RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './data-table-features.js';
import type { ReportColumnMeta } from './table-features.js';

/** Display columns the table manages itself and never shows as data (chooser, details, cards). */
export const ACTIONS_COLUMN_ID = 'actions';

/** The column's header as text (for labels, the chooser and the details panel). */
export function columnLabel<TData extends RowData>(
  column: Column<DataTableFeatures, TData, unknown>,
): string {
  const header = column.columnDef.header;
  return typeof header === 'string' ? header : column.id;
}

/** The column that names a row: the one marked `card: 'title'`, else the first data column. */
export function titleColumnId(
  columns: readonly { id: string | undefined; columnDef: { meta?: ReportColumnMeta } }[],
): string | undefined {
  const data = columns.filter((column) => column.id !== undefined && column.id !== ACTIONS_COLUMN_ID);
  return (data.find((column) => column.columnDef.meta?.card === 'title') ?? data[0])?.id;
}

/** A row's title as text, for accessible names of its buttons. */
export function rowTitle(value: unknown, fallback: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return fallback;
}
