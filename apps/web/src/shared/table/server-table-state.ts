import type { SortingState } from '@tanstack/react-table';
import type { ColumnFilterSpec } from './table-features.js';

/** A filter's value as the controls hold it. */
export type FilterValue = string | { from: string; to: string };

export interface ServerTableState {
  pageIndex: number;
  pageSize: number;
  sorting: SortingState;
  filters: Record<string, FilterValue>;
  editionId: number | null;
}

export interface FilterableColumn {
  id: string;
  sortField?: string;
  filter?: ColumnFilterSpec;
}

/**
 * Turns the table state into the query of a report endpoint (spec 000 §7): 0-based `page`, `size`,
 * `sort=field,asc|desc`, one parameter per filter, and `editionId` when an edition is chosen.
 */
export function buildReportQuery(
  state: ServerTableState,
  columns: readonly FilterableColumn[],
): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.pageIndex, size: state.pageSize };
  const sort = state.sorting[0];
  const sortField = sort && columns.find((column) => column.id === sort.id)?.sortField;
  if (sort && sortField) query.sort = `${sortField},${sort.desc ? 'desc' : 'asc'}`;
  if (state.editionId !== null) query.editionId = state.editionId;
  for (const column of columns) {
    const value = state.filters[column.id];
    const spec = column.filter;
    if (!spec || value === undefined) continue;
    if (typeof value === 'object') {
      if (value.from) query[`${spec.param}From`] = value.from;
      if (value.to) query[`${spec.param}To`] = value.to;
    } else if (value.trim() !== '') {
      query[spec.param] = value.trim();
    }
  }
  return query;
}
