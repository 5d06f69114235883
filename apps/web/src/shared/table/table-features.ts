import { createColumnHelper } from '@tanstack/react-table';
import type { RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './data-table.js';

/** How a column is filtered; the server does the filtering (manual mode). */
export type ColumnFilterSpec =
  | { kind: 'text'; param: string }
  | { kind: 'number'; param: string }
  /** The DA/NU toggle. */
  | { kind: 'boolean'; param: string }
  /** 'De la' / 'Până la'; sent as `<param>From` and `<param>To` (ISO dates). */
  | { kind: 'dateRange'; param: string }
  | { kind: 'choice'; param: string; options: readonly { value: string; label: string }[] };

export interface ReportColumnMeta {
  /** The server's sort field for this column; without it the column is not sortable. */
  sortField?: string;
  filter?: ColumnFilterSpec;
  /** Numbers align right. */
  align?: 'start' | 'end';
  /**
   * Its place on a phone card (below 768 px): `title` heads the card (default: the first data column),
   * `badge` sits beside the title (a state), `field` is one of the two or three fields shown; every other
   * column is one tap away in the row's details.
   */
  card?: 'title' | 'badge' | 'field';
}

/** Column helper of report tables: `const helper = reportColumnHelper<User>()`. */
export function reportColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
