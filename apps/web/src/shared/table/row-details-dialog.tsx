import type { ReactNode } from 'react';
import type { Row, RowData } from '@tanstack/react-table';
import { Modal } from '@platform/ui';
import { ACTIONS_COLUMN_ID, columnLabel } from './column-labels.js';
import type { DataTableFeatures } from './data-table-features.js';

export interface RowDetailsDialogProps<TData extends RowData> {
  row: Row<DataTableFeatures, TData> | null;
  title: string;
  onClose: () => void;
  /** What the report adds below the fields (e.g. an order's photos and documents). */
  extra?: (row: TData) => ReactNode;
  /** Renders one cell (the table's FlexRender). */
  renderCell: (cell: ReturnType<Row<DataTableFeatures, TData>['getAllCells']>[number]) => ReactNode;
}

/** Every field of a row, hidden columns included, as a list of label and value. */
export function RowDetailsDialog<TData extends RowData>(props: RowDetailsDialogProps<TData>) {
  const { row } = props;
  return (
    <Modal open={row !== null} onClose={props.onClose} title={props.title} className="data-table__details">
      {row && (
        <>
          <dl className="data-table__details-list">
            {row
              .getAllCells()
              .filter((cell) => cell.column.id !== ACTIONS_COLUMN_ID)
              .map((cell) => (
                <div key={cell.id} className="data-table__details-item">
                  <dt>{columnLabel(cell.column)}</dt>
                  <dd>{props.renderCell(cell)}</dd>
                </div>
              ))}
          </dl>
          {props.extra?.(row.original)}
        </>
      )}
    </Modal>
  );
}
