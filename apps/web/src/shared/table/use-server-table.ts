import { useCallback, useMemo, useState } from 'react';
import type { OnChangeFn, PaginationState, SortingState } from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE } from '@platform/contracts';
import {
  buildReportQuery,
  type FilterableColumn,
  type FilterValue,
  type ServerTableState,
} from './server-table-state.js';

export interface UseServerTableOptions {
  columns: readonly FilterableColumn[];
  defaultSorting?: SortingState;
  defaultPageSize?: number;
  defaultEditionId?: number | null;
}

/** State of a server-side report table and the query it produces; every change goes back to page 1. */
export function useServerTable({
  columns,
  defaultSorting = [],
  defaultPageSize = DEFAULT_PAGE_SIZE,
  defaultEditionId = null,
}: UseServerTableOptions) {
  const [state, setState] = useState<ServerTableState>({
    pageIndex: 0,
    pageSize: defaultPageSize,
    sorting: defaultSorting,
    filters: {},
    editionId: defaultEditionId,
  });

  const onSortingChange: OnChangeFn<SortingState> = useCallback(
    (updater) =>
      setState((current) => ({
        ...current,
        pageIndex: 0,
        sorting: typeof updater === 'function' ? updater(current.sorting) : updater,
      })),
    [],
  );

  const onPaginationChange: OnChangeFn<PaginationState> = useCallback(
    (updater) =>
      setState((current) => {
        const next =
          typeof updater === 'function'
            ? updater({ pageIndex: current.pageIndex, pageSize: current.pageSize })
            : updater;
        const sizeChanged = next.pageSize !== current.pageSize;
        return { ...current, pageSize: next.pageSize, pageIndex: sizeChanged ? 0 : next.pageIndex };
      }),
    [],
  );

  const setFilter = useCallback(
    (columnId: string, value: FilterValue | undefined) =>
      setState((current) => {
        const filters = { ...current.filters };
        if (value === undefined) delete filters[columnId];
        else filters[columnId] = value;
        return { ...current, pageIndex: 0, filters };
      }),
    [],
  );

  const setEditionId = useCallback(
    (editionId: number | null) => setState((current) => ({ ...current, pageIndex: 0, editionId })),
    [],
  );

  /** 'Reset Filtre': filters, sorting and page back to their defaults (the edition stays). */
  const resetFilters = useCallback(
    () =>
      setState((current) => ({
        ...current,
        pageIndex: 0,
        pageSize: defaultPageSize,
        sorting: defaultSorting,
        filters: {},
      })),
    [defaultPageSize, defaultSorting],
  );

  const query = useMemo(() => buildReportQuery(state, columns), [state, columns]);

  return { state, query, onSortingChange, onPaginationChange, setFilter, setEditionId, resetFilters };
}

export type ServerTableController = ReturnType<typeof useServerTable>;
