import {
  columnPinningFeature,
  columnVisibilityFeature,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { ReportColumnMeta } from './table-features.js';

/**
 * Sorting and pagination owned by the server (manual mode); column visibility (the chooser) and pinning
 * (sticky first column and actions) from TanStack Table; the columns carry filter/sort/card meta.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  columnPinningFeature,
  columnMeta: metaHelper<ReportColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;
