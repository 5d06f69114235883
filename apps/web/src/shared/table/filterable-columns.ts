import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './data-table.js';
import type { FilterableColumn } from './server-table-state.js';

/** The id, sort field and filter of each column, which `useServerTable` needs to build the query. */
export function filterableColumns<TData extends RowData>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types
  columns: readonly ColumnDef<DataTableFeatures, TData, any>[],
): FilterableColumn[] {
  return columns.map((column) => ({
    id: column.id ?? ('accessorKey' in column ? String(column.accessorKey) : ''),
    sortField: column.meta?.sortField,
    filter: column.meta?.filter,
  }));
}
