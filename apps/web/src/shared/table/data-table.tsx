import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTable } from '@tanstack/react-table';
import type {
  ColumnDef,
  ColumnPinningState,
  Row,
  RowData,
  ColumnVisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from '@platform/ui';
import type { Page, Role } from '@platform/contracts';
import { TABLE_MESSAGES as M } from '../messages/table-messages.js';
import { LoadFailureAlert } from '../ui/load-failure-alert.js';
import { MoreRowsStatus } from './more-rows.js';
import type { MoreRows } from './report-chunks.js';
import { useSessionClaims } from '../session/use-session-claims.js';
import { ColumnChooser } from './column-chooser.js';
import { ColumnFilter } from './column-filter.js';
import { ACTIONS_COLUMN_ID, columnLabel, rowTitle, titleColumnId } from './column-labels.js';
import { columnPreferenceKey, readColumnPreference, writeColumnPreference } from './column-preferences.js';
import { dataTableFeatures, type DataTableFeatures } from './data-table-features.js';
import { EditionSelect } from './edition-select.js';
import { canExport } from './export-permission.js';
import { PhoneFiltersPanel } from './phone-filters-panel.js';
import { RowCards } from './row-cards.js';
import { RowDetailsDialog } from './row-details-dialog.js';
import { TablePagination } from './table-pagination.js';
import { usePhoneLayout } from './use-phone-layout.js';
import type { ServerTableController } from './use-server-table.js';
import './data-table.css';

export { dataTableFeatures, type DataTableFeatures } from './data-table-features.js';

/** From this many rows on a page, only the visible rows are rendered (TanStack Virtual). */
export const VIRTUALIZE_FROM = 100;
const ROW_HEIGHT = 41;
/** A chunked page reads its next chunk when the rows shown come this close to the last row read. */
const NEAR_END_ROWS = 200;
const EMPTY: never[] = [];

/** A phone card's parts by column id: the title, the state badges and the two or three fields that matter. */
export interface CardLayout {
  title: string;
  badges?: readonly string[];
  fields?: readonly string[];
}

function cardRoleOf(layout: CardLayout | undefined, id: string | undefined) {
  if (!layout || id === undefined) return undefined;
  if (layout.title === id) return 'title' as const;
  if (layout.badges?.includes(id)) return 'badge' as const;
  if (layout.fields?.includes(id)) return 'field' as const;
  return undefined;
}

/** A column definition's id: its `id`, else its `accessorKey`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any column of the report
function columnDefId(column: ColumnDef<DataTableFeatures, any, any>): string | undefined {
  if (column.id) return column.id;
  const key = (column as { accessorKey?: unknown }).accessorKey;
  return typeof key === 'string' ? key : undefined;
}

export interface DataTableProps<TData extends RowData> {
  /** Accessible name of the table. */
  caption: string;
  /** Names the report in browser storage: the column choice is kept per user and report. */
  tableId: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types
  columns: ColumnDef<DataTableFeatures, TData, any>[];
  page: Page<TData> | undefined;
  isFetching: boolean;
  isError: boolean;
  /** The failed call's error: a 4xx shows the server's message, no answer shows the connection hint. */
  error?: unknown;
  controller: ServerTableController;
  viewerRole: Role;
  getRowId: (row: TData) => string;
  onReload: () => void;
  /** Downloads the export of the current filter; the button is hidden for PROFESOR and ELEV. */
  onExport?: () => Promise<void>;
  showEditionSelector?: boolean;
  /** Extra controls in the toolbar. */
  actions?: ReactNode;
  /** Which columns a phone card shows (else the first column titles it and the next three follow). */
  cardLayout?: CardLayout;
  /** What the row's details add below its fields (e.g. an order's photos and documents). */
  renderRowDetails?: (row: TData) => ReactNode;
  /** A page read in chunks (useReportPage): the rows read so far and how to read more. */
  more?: MoreRows;
}

/**
 * The shared report table (spec 000 §2): sortable columns, per-column filters, 'Nu există date',
 * pagination with the spec's page sizes, edition selector, Reincarcare, Reset Filtre and Export; plus a
 * column chooser, a sticky first column, the row's details, and cards instead of rows below 768 px.
 * Rows come from the server already filtered, sorted and paginated.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { caption, columns, page, isFetching, isError, controller, viewerRole, getRowId } = props;
  const { state } = controller;
  const [filterGeneration, setFilterGeneration] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [detailsRowId, setDetailsRowId] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const isPhone = usePhoneLayout();
  const userId = useSessionClaims()?.sub ?? 'anonim';
  const preferenceKey = columnPreferenceKey(userId, props.tableId);
  const [visibilityByKey, setVisibilityByKey] = useState<{ key: string; value: ColumnVisibilityState }>(
    () => ({
      key: preferenceKey,
      value: readColumnPreference(preferenceKey),
    }),
  );
  // Another user signing in on this computer gets their own choice.
  const columnVisibility =
    visibilityByKey.key === preferenceKey ? visibilityByKey.value : readColumnPreference(preferenceKey);
  const setColumnVisibility = useCallback(
    (updater: ColumnVisibilityState | ((old: ColumnVisibilityState) => ColumnVisibilityState)) => {
      const current = readColumnPreference(preferenceKey);
      const next = typeof updater === 'function' ? updater(current) : updater;
      writeColumnPreference(preferenceKey, next);
      setVisibilityByKey({ key: preferenceKey, value: next });
    },
    [preferenceKey],
  );

  // The row's name stays in view while the rest scrolls (pinned start, never hidden: it names the row in
  // cards, details and button labels); its actions stay at the end edge.
  const cardLayout = props.cardLayout;
  const laidOut = useMemo(
    () =>
      columns.map((column) => {
        const role = cardRoleOf(cardLayout, columnDefId(column));
        return role ? { ...column, meta: { ...column.meta, card: role } } : column;
      }),
    [columns, cardLayout],
  );
  const titleId = titleColumnId(laidOut.map((column) => ({ id: columnDefId(column), columnDef: column })));
  const hasActions = columns.some((column) => columnDefId(column) === ACTIONS_COLUMN_ID);
  const tableColumns = useMemo(
    () =>
      laidOut.map((column) => {
        const id = columnDefId(column);
        return id === ACTIONS_COLUMN_ID || id === titleId ? { ...column, enableHiding: false } : column;
      }),
    [laidOut, titleId],
  );
  const columnPinning = useMemo<ColumnPinningState>(
    () => ({ start: titleId ? [titleId] : [], end: hasActions ? [ACTIONS_COLUMN_ID] : [] }),
    [titleId, hasActions],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: tableColumns,
    data: page?.content ?? EMPTY,
    getRowId,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    sortDescFirst: false,
    rowCount: page?.totalElements ?? 0,
    state: {
      sorting: state.sorting,
      pagination: { pageIndex: state.pageIndex, pageSize: state.pageSize },
      columnVisibility,
      columnPinning,
    },
    onSortingChange: controller.onSortingChange,
    onPaginationChange: controller.onPaginationChange,
    onColumnVisibilityChange: setColumnVisibility,
  });

  const leafColumns = table.getAllLeafColumns();

  const rows = table.getRowModel().rows;
  const virtual = !isPhone && rows.length >= VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const visibleRows = virtual ? virtualizer.getVirtualItems().map((item) => rows[item.index]!) : rows;
  const virtualItems = virtualizer.getVirtualItems();
  // Scrolling near the last row read asks for the next chunk of a large page.
  const lastShown = virtualItems.at(-1)?.index ?? -1;
  const more = props.more;
  useEffect(() => {
    if (more && virtual && lastShown >= rows.length - NEAR_END_ROWS) more.loadMore();
  }, [more, virtual, lastShown, rows.length]);
  const paddingTop = virtual && virtualItems.length > 0 ? virtualItems[0]!.start : 0;
  const paddingBottom =
    virtual && virtualItems.length > 0
      ? virtualizer.getTotalSize() - virtualItems[virtualItems.length - 1]!.end
      : 0;
  const headerGroups = table.getHeaderGroups();
  const leafHeaders = headerGroups[headerGroups.length - 1]?.headers ?? [];
  const columnCount = leafHeaders.length + 1;
  const hasFilters = leafColumns.some((column) => column.columnDef.meta?.filter);
  const detailsRow = detailsRowId === null ? null : (rows.find((row) => row.id === detailsRowId) ?? null);
  const titleOf = (row: Row<DataTableFeatures, TData>) =>
    rowTitle(titleId ? row.getValue(titleId) : undefined, `#${row.index + 1}`);

  const detailsButton = (row: Row<DataTableFeatures, TData>) => (
    <Button
      size="sm"
      variant="ghost"
      aria-label={M.rowDetailsOf(titleOf(row))}
      onClick={() => setDetailsRowId(row.id)}
    >
      {M.rowDetails}
    </Button>
  );

  const resetFilters = () => {
    controller.resetFilters();
    setColumnVisibility({});
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

  const pinClass = (column: { getIsPinned: () => false | 'start' | 'end' }) => {
    const pinned = column.getIsPinned();
    return pinned ? `data-table__cell--pinned-${pinned}` : '';
  };
  const cellClass = (column: (typeof leafColumns)[number]) =>
    [column.columnDef.meta?.align === 'end' ? 'data-table__cell--end' : '', pinClass(column)]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <section className={`data-table${isPhone ? ' data-table--phone' : ''}`} aria-busy={isFetching}>
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
          {!isPhone && <ColumnChooser columns={leafColumns} />}
          {props.onExport && canExport(viewerRole) && (
            <Button size="sm" onClick={() => void runExport()} loading={exporting}>
              {M.export}
            </Button>
          )}
          {props.actions}
        </div>
      </div>
      {isPhone && (
        <PhoneFiltersPanel columns={leafColumns} controller={controller} generation={filterGeneration} />
      )}
      {isError && <LoadFailureAlert error={props.error} fallbackTitle={M.loadFailed} />}
      {isPhone ? (
        <RowCards
          caption={caption}
          rows={rows}
          titleColumnId={titleId}
          renderCell={(cell) => <table.FlexRender cell={cell} />}
          onOpenDetails={(row) => setDetailsRowId(row.id)}
          emptyText={page || !isFetching ? M.noData : M.loading}
        />
      ) : (
        <div
          ref={scrollRef}
          className={`data-table__scroll${virtual ? ' data-table__scroll--virtual' : ''}`}
          // Focusable so keyboard users can scroll a wide table sideways.
          tabIndex={0}
          role="region"
          aria-label={caption}
        >
          <table className="data-table__table">
            <caption className="data-table__caption">{caption}</caption>
            <thead>
              {headerGroups.map((group) => (
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
                        className={cellClass(header.column)}
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
                  {!hasActions && (
                    <th scope="col" className="data-table__cell--pinned-end">
                      <span className="data-table__caption">{M.rowDetails}</span>
                    </th>
                  )}
                </tr>
              ))}
              {hasFilters && (
                <tr className="data-table__filters" key={`filters-${filterGeneration}`}>
                  {leafHeaders.map(({ column }) => {
                    const spec = column.columnDef.meta?.filter;
                    return (
                      <td key={column.id} className={pinClass(column) || undefined}>
                        {spec && (
                          <ColumnFilter
                            spec={spec}
                            label={columnLabel(column)}
                            value={state.filters[column.id]}
                            onChange={(value) => controller.setFilter(column.id, value)}
                          />
                        )}
                      </td>
                    );
                  })}
                  {!hasActions && <td className="data-table__cell--pinned-end" />}
                </tr>
              )}
            </thead>
            <tbody>
              {paddingTop > 0 && <tr aria-hidden="true" style={{ height: paddingTop }} />}
              {visibleRows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cellClass(cell.column)}>
                      {cell.column.id === ACTIONS_COLUMN_ID ? (
                        <div className="data-table__row-tools">
                          <table.FlexRender cell={cell} />
                          {detailsButton(row)}
                        </div>
                      ) : (
                        <table.FlexRender cell={cell} />
                      )}
                    </td>
                  ))}
                  {!hasActions && <td className="data-table__cell--pinned-end">{detailsButton(row)}</td>}
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
      )}
      {more && <MoreRowsStatus more={more} />}
      <TablePagination
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        pageCount={table.getPageCount()}
        rowCount={page?.totalElements ?? 0}
        onPageIndexChange={(pageIndex) => table.setPageIndex(pageIndex)}
        onPageSizeChange={(pageSize) => table.setPageSize(pageSize)}
      />
      <RowDetailsDialog
        row={detailsRow}
        title={detailsRow ? titleOf(detailsRow) : ''}
        onClose={() => setDetailsRowId(null)}
        extra={props.renderRowDetails}
        renderCell={(cell) => <table.FlexRender cell={cell} />}
      />
    </section>
  );
}
