import { useId, useState } from 'react';
import type { Column, RowData, SortingState } from '@tanstack/react-table';
import { TABLE_MESSAGES as M } from '../messages/table-messages.js';
import { ColumnFilter } from './column-filter.js';
import { columnLabel } from './column-labels.js';
import type { DataTableFeatures } from './data-table-features.js';
import type { ServerTableController } from './use-server-table.js';

export interface PhoneFiltersPanelProps<TData extends RowData> {
  columns: readonly Column<DataTableFeatures, TData, unknown>[];
  controller: ServerTableController;
  /** Changes on Reset Filtre so the controls drop what was typed. */
  generation: number;
}

/**
 * On a phone the header row with its sort buttons and filters does not exist (rows are cards), so the same
 * controls live in a collapsible panel: the sort column and direction, then one labelled filter per column.
 */
export function PhoneFiltersPanel<TData extends RowData>(props: PhoneFiltersPanelProps<TData>) {
  const { columns, controller } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sortable = columns.filter((column) => column.columnDef.meta?.sortField);
  const filterable = columns.filter((column) => column.columnDef.meta?.filter);
  if (sortable.length === 0 && filterable.length === 0) return null;
  const sort = controller.state.sorting[0];
  const active = Object.keys(controller.state.filters).length;
  const setSorting = (next: SortingState) => controller.onSortingChange(next);

  return (
    <div className="data-table__phone-filters">
      <button
        type="button"
        className="eco-button eco-button--secondary eco-button--sm data-table__phone-filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="eco-button__label">
          {M.filtersAndSorting}
          {active > 0 ? ` · ${M.activeFilters(active)}` : ''}
        </span>
      </button>
      <div id={panelId} className="data-table__phone-filters-panel" hidden={!open} key={props.generation}>
        {sortable.length > 0 && (
          <div className="data-table__phone-sort">
            <label className="data-table__phone-field">
              <span>{M.sortBy}</span>
              <select
                className="data-table__select"
                value={sort?.id ?? ''}
                onChange={(event) =>
                  setSorting(
                    event.target.value ? [{ id: event.target.value, desc: sort?.desc ?? false }] : [],
                  )
                }
              >
                <option value="">{M.sortNone}</option>
                {sortable.map((column) => (
                  <option key={column.id} value={column.id}>
                    {columnLabel(column)}
                  </option>
                ))}
              </select>
            </label>
            <label className="data-table__phone-field">
              <span>{M.sortDirection}</span>
              <select
                className="data-table__select"
                value={sort?.desc ? 'desc' : 'asc'}
                disabled={!sort}
                onChange={(event) =>
                  sort && setSorting([{ id: sort.id, desc: event.target.value === 'desc' }])
                }
              >
                <option value="asc">{M.ascending}</option>
                <option value="desc">{M.descending}</option>
              </select>
            </label>
          </div>
        )}
        {filterable.map((column) => (
          <div key={column.id} className="data-table__phone-field">
            <span aria-hidden="true">{columnLabel(column)}</span>
            <ColumnFilter
              spec={column.columnDef.meta!.filter!}
              label={columnLabel(column)}
              value={controller.state.filters[column.id]}
              onChange={(value) => controller.setFilter(column.id, value)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
