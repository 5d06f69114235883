import { useId } from 'react';
import { PAGE_SIZE_OPTIONS } from '@platform/contracts';
import { TABLE_MESSAGES as M } from '../messages/table-messages.js';

export interface TablePaginationProps {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  rowCount: number;
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Page size (20 … 1 000 000), position and first/previous/next/last buttons. */
export function TablePagination({
  pageIndex,
  pageSize,
  pageCount,
  rowCount,
  onPageIndexChange,
  onPageSizeChange,
}: TablePaginationProps) {
  const sizeId = useId();
  const lastIndex = Math.max(pageCount - 1, 0);
  return (
    <div className="data-table__pagination">
      <div className="data-table__page-size">
        <label htmlFor={sizeId}>{M.pageSize}</label>
        <select
          id={sizeId}
          className="data-table__select"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size.toLocaleString('ro-RO')}
            </option>
          ))}
        </select>
      </div>
      <p className="data-table__position" aria-live="polite">
        {M.page(pageIndex + 1, pageCount)} · {M.total(rowCount)}
      </p>
      <div className="data-table__pager">
        <button
          type="button"
          aria-label={M.firstPage}
          disabled={pageIndex === 0}
          onClick={() => onPageIndexChange(0)}
        >
          «
        </button>
        <button
          type="button"
          aria-label={M.previousPage}
          disabled={pageIndex === 0}
          onClick={() => onPageIndexChange(pageIndex - 1)}
        >
          ‹
        </button>
        <button
          type="button"
          aria-label={M.nextPage}
          disabled={pageIndex >= lastIndex}
          onClick={() => onPageIndexChange(pageIndex + 1)}
        >
          ›
        </button>
        <button
          type="button"
          aria-label={M.lastPage}
          disabled={pageIndex >= lastIndex}
          onClick={() => onPageIndexChange(lastIndex)}
        >
          »
        </button>
      </div>
    </div>
  );
}
