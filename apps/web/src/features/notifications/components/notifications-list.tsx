import type { ReactNode } from 'react';
import { Spinner } from '@platform/ui';
import type { Notification, Page } from '@platform/contracts';
import { TablePagination } from '../../../shared/table/table-pagination.js';
import { NOTIFICATION_MESSAGES } from '../notifications-messages.js';
import '../../../shared/table/data-table.css';
import { LoadFailureAlert } from '../../../shared/ui/load-failure-alert.js';

export interface NotificationsListProps {
  label: string;
  page: Page<Notification> | undefined;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  emptyText: string;
  pageIndex: number;
  pageSize: number;
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  renderCard: (notification: Notification) => ReactNode;
}

/** A paged list of notification cards with the shared pagination controls. */
export function NotificationsList(props: NotificationsListProps) {
  const { page, isLoading, isError } = props;
  if (isError)
    return <LoadFailureAlert error={props.error} fallbackTitle={NOTIFICATION_MESSAGES.pageLoadFailed} />;
  if (!page && isLoading) return <Spinner />;
  const items = page?.content ?? [];
  return (
    <section aria-label={props.label} className="notifications-list">
      {items.length === 0 ? (
        <p className="notifications-list__empty">{props.emptyText}</p>
      ) : (
        <ul className="notifications-list__items">
          {items.map((notification) => (
            <li key={notification.id}>{props.renderCard(notification)}</li>
          ))}
        </ul>
      )}
      {(items.length > 0 || props.pageIndex > 0) && (
        <TablePagination
          pageIndex={props.pageIndex}
          pageSize={props.pageSize}
          pageCount={page?.totalPages ?? 0}
          rowCount={page?.totalElements ?? 0}
          onPageIndexChange={props.onPageIndexChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      )}
    </section>
  );
}
