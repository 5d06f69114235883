import { useEffect, useId, useRef, useState } from 'react';
import type { Column, RowData } from '@tanstack/react-table';
import { Button } from '@platform/ui';
import { TABLE_MESSAGES as M } from '../messages/table-messages.js';
import { columnLabel } from './column-labels.js';
import type { DataTableFeatures } from './data-table-features.js';

export interface ColumnChooserProps<TData extends RowData> {
  columns: readonly Column<DataTableFeatures, TData, unknown>[];
}

/**
 * 'Coloane': a disclosure with one checkbox per hideable column (TanStack's column visibility). Escape or a
 * click outside closes it and gives the focus back to its button.
 */
export function ColumnChooser<TData extends RowData>({ columns }: ColumnChooserProps<TData>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hideable = columns.filter((column) => column.getCanHide());

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (hideable.length === 0) return null;
  const hiddenCount = hideable.filter((column) => !column.getIsVisible()).length;

  return (
    <div
      className="data-table__chooser"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="eco-button eco-button--secondary eco-button--sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="eco-button__label">
          {M.columns}
          {hiddenCount > 0 ? ` (${hideable.length - hiddenCount}/${hideable.length})` : ''}
        </span>
      </button>
      {open && (
        <fieldset id={panelId} className="data-table__chooser-panel">
          <legend className="data-table__chooser-legend">{M.columns}</legend>
          <p className="data-table__chooser-hint">{M.columnsHint}</p>
          <ul className="data-table__chooser-list">
            {hideable.map((column) => (
              <li key={column.id}>
                <label className="data-table__chooser-option">
                  <input
                    type="checkbox"
                    checked={column.getIsVisible()}
                    onChange={(event) => column.toggleVisibility(event.target.checked)}
                  />
                  {columnLabel(column)}
                </label>
              </li>
            ))}
          </ul>
          {hiddenCount > 0 && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => hideable.forEach((column) => column.toggleVisibility(true))}
            >
              {M.showAllColumns}
            </Button>
          )}
        </fieldset>
      )}
    </div>
  );
}
