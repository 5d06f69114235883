import { Button } from '@platform/ui';
import { TABLE_MESSAGES as M } from '../messages/table-messages.js';
import type { MoreRows } from './report-chunks.js';

/**
 * Below a page read in chunks: how many of its rows are here, and a button for the next chunk (scrolling to
 * the last rows read asks for it too; the button serves keyboards, phones' cards and a failed chunk).
 */
export function MoreRowsStatus({ more }: { more: MoreRows }) {
  return (
    <div className="data-table__more">
      <p role="status" className="data-table__more-status">
        {more.failed
          ? M.loadMoreFailed
          : more.loading
            ? M.loadingMoreRows
            : M.rowsLoaded(more.loaded, more.expected, more.estimated)}
      </p>
      {(more.failed || !more.complete) && (
        <Button variant="secondary" size="sm" loading={more.loading} onClick={more.loadMore}>
          {more.failed ? M.retry : M.loadMoreRows(more.nextChunk)}
        </Button>
      )}
    </div>
  );
}
