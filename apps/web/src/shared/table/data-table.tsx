import { useRef, useState, type ReactNode } from 'react';
import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  metaHelper,
  useTable,
} from '@tanstack/react-table';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Alert, Button } from '@platform/ui';
import type { Page, Role } from '@platform/contracts';
import { TABLE_MESSAGES as M } from '../messages/table-messages.js';
import { ColumnFilter } from './column-filter.js';
import { EditionSelect } from './edition-select.js';
import { canExport } from './export-permission.js';
import type { ReportColumnMeta } from './table-features.js';
import { TablePagination } from './table-pagination.js';
import type { ServerTableController } from './use-server-table.js';
import './data-table.css';

/** Sorting and pagination owned by the server (manual mode); the columns carry filter/sort meta. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: metaHelper<ReportColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

/** From this many rows on a page, only the visible rows are rendered (TanStack Virtual). */
export const VIRTUALIZE_FROM = 100;
const ROW_HEIGHT = 41;
const EMPTY: never[] = [];

export interface DataTableProps<TData extends RowData> {
  /** Accessible name of the table. */
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types
  columns: ColumnDef<DataTableFeatures, TData, any>[];
  page: Page<TData> | undefined;
  isFetching: boolean;
  isError: boolean;
  controller: ServerTableController;
  viewerRole: Role;
  getRowId: (row: TData) => string;
  onReload: () => void;
  /** Downloads the export of the current filter; the button is hidden for PROFESOR and ELEV. */
  onExport?: () => Promise<void>;
  showEditionSelector?: boolean;
  /** Extra controls in the toolbar. */
  actions?: ReactNode;
}

/**
 * The shared report table (spec 000 §2): sortable columns, per-column filters, 'Nu există date',
 * pagination with the spec's page sizes, edition selector, Reincarcare, Reset Filtre and Export.
 * Rows come from the server already filtered, sorted and paginated.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { caption, columns, page, isFetching, isError, controller, viewerRole, getRowId } = props;
  const { state } = controller;
  const [filterGeneration, setFilterGeneration] = useState(0);
  const [exporting, setExporting] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: page?.content ?? EMPTY,
    getRowId,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    sortDescFirst: false,
    rowCount: page?.totalElements ?? 0,
    state: { sorting: state.sorting, pagination: { pageIndex: state.pageIndex, pageSize: state.pageSize } },
    onSortingChange: controller.onSortingChange,
    onPaginationChange: controller.onPaginationChange,
  });

  const rows = table.getRowModel().rows;
  const virtual = rows.length >= VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const visibleRows = virtual ? virtualizer.getVirtualItems().map((item) => rows[item.index]!) : rows;
  const virtualItems = virtualizer.getVirtualItems();
  const paddingTop = virtual && virtualItems.length > 0 ? virtualItems[0]!.start : 0;
  const paddingBottom =
    virtual && virtualItems.length > 0
      ? virtualizer.getTotalSize() - virtualItems[virtualItems.length - 1]!.end
      : 0;
  const columnCount = table.getAllLeafColumns().length;
  const hasFilters = table.getAllLeafColumns().some((column) => column.columnDef.meta?.filter);

  const resetFilters = () => {
    controller.resetFilters();
    setFilterGeneration((generation) => generation + 1);
  };

  const runExport = async () => {
    if (!props.onExport) return;
    setExporting(true);
    try {
      await props.onExport();
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="data-table" aria-busy={isFetching}>
      <div className="data-table__toolbar">
        {props.showEditionSelector && (
          <EditionSelect value={state.editionId} onChange={controller.setEditionId} />
        )}
        <div className="data-table__buttons">
          <Button variant="secondary" size="sm" onClick={props.onReload} loading={isFetching}>
            {M.reload}
          </Button>
          <Button variant="secondary" size="sm" onClick={resetFilters}>
            {M.resetFilters}
          </Button>
          {props.onExport && canExport(viewerRole) && (
            <Button size="sm" onClick={() => void runExport()} loading={exporting}>
              {M.export}
            </Button>
          )}
          {props.actions}
        </div>
      </div>
      {isError && <Alert tone="danger">{M.loadFailed}</Alert>}
      <div ref={scrollRef} className={`data-table__scroll${virtual ? ' data-table__scroll--virtual' : ''}`}>
        <table className="data-table__table">
          <caption className="data-table__caption">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const canSort = Boolean(header.column.columnDef.meta?.sortField);
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      className={
                        header.column.columnDef.meta?.align === 'end' ? 'data-table__cell--end' : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="data-table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className="data-table__sort-icon">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
            {hasFilters && (
              <tr className="data-table__filters" key={`filters-${filterGeneration}`}>
                {table.getAllLeafColumns().map((column) => {
                  const spec = column.columnDef.meta?.filter;
                  const label =
                    typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
                  return (
                    <td key={column.id}>
                      {spec && (
                        <ColumnFilter
                          spec={spec}
                          label={label}
                          value={state.filters[column.id]}
                          onChange={(value) => controller.setFilter(column.id, value)}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            )}
          </thead>
          <tbody>
            {paddingTop > 0 && <tr aria-hidden="true" style={{ height: paddingTop }} />}
            {visibleRows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={
                      cell.column.columnDef.meta?.align === 'end' ? 'data-table__cell--end' : undefined
                    }
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {paddingBottom > 0 && <tr aria-hidden="true" style={{ height: paddingBottom }} />}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className="data-table__empty">
                  {page || !isFetching ? M.noData : M.loading}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <TablePagination
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        pageCount={table.getPageCount()}
        rowCount={page?.totalElements ?? 0}
        onPageIndexChange={(pageIndex) => table.setPageIndex(pageIndex)}
        onPageSizeChange={(pageSize) => table.setPageSize(pageSize)}
      />
    </section>
  );
}
