import type { ReactNode } from 'react';
import type { Cell, Row, RowData } from '@tanstack/react-table';
import { Button } from '@platform/ui';
import { TABLE_MESSAGES as M } from '../messages/table-messages.js';
import { ACTIONS_COLUMN_ID, columnLabel, rowTitle } from './column-labels.js';
import type { DataTableFeatures } from './data-table-features.js';

type AnyCell<TData extends RowData> = Cell<DataTableFeatures, TData, unknown>;

export interface RowCardsProps<TData extends RowData> {
  caption: string;
  rows: Row<DataTableFeatures, TData>[];
  titleColumnId: string | undefined;
  renderCell: (cell: AnyCell<TData>) => ReactNode;
  onOpenDetails: (row: Row<DataTableFeatures, TData>) => void;
  emptyText: string;
}

const FIELDS_PER_CARD = 3;

/** Which cells a card shows: the title, the state badges, two or three fields, and the actions. */
function cardParts<TData extends RowData>(row: Row<DataTableFeatures, TData>, titleId: string | undefined) {
  const cells = row.getVisibleCells() as AnyCell<TData>[];
  const data = cells.filter((cell) => cell.column.id !== ACTIONS_COLUMN_ID && cell.column.id !== titleId);
  const role = (cell: AnyCell<TData>) => cell.column.columnDef.meta?.card;
  const badges = data.filter((cell) => role(cell) === 'badge');
  const marked = data.filter((cell) => role(cell) === 'field');
  const fields = (marked.length > 0 ? marked : data.filter((cell) => !role(cell))).slice(0, FIELDS_PER_CARD);
  return {
    title: cells.find((cell) => cell.column.id === titleId),
    badges,
    fields,
    actions: cells.find((cell) => cell.column.id === ACTIONS_COLUMN_ID),
  };
}

/** Below 768 px each row is a card; every other field is one tap away ('Toate datele'). */
export function RowCards<TData extends RowData>(props: RowCardsProps<TData>) {
  if (props.rows.length === 0) return <p className="data-table__empty">{props.emptyText}</p>;
  return (
    <ul className="data-table__cards" aria-label={props.caption}>
      {props.rows.map((row) => {
        const parts = cardParts(row, props.titleColumnId);
        const title = rowTitle(parts.title?.getValue(), `#${row.index + 1}`);
        return (
          <li key={row.id} className="data-table__card">
            <div className="data-table__card-head">
              <p className="data-table__card-title">{parts.title ? props.renderCell(parts.title) : title}</p>
              {parts.badges.map((cell) => (
                <span key={cell.id} className="data-table__card-badge">
                  {props.renderCell(cell)}
                </span>
              ))}
            </div>
            {parts.fields.length > 0 && (
              <dl className="data-table__card-fields">
                {parts.fields.map((cell) => (
                  <div key={cell.id} className="data-table__card-field">
                    <dt>{columnLabel(cell.column)}</dt>
                    <dd>{props.renderCell(cell)}</dd>
                  </div>
                ))}
              </dl>
            )}
            <div className="data-table__card-actions">
              {parts.actions && props.renderCell(parts.actions)}
              <Button
                size="sm"
                variant="ghost"
                aria-label={M.rowDetailsOf(title)}
                onClick={() => props.onOpenDetails(row)}
              >
                {M.rowDetails}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
