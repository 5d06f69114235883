import type { Notification } from '@platform/contracts';
import { Button } from '@platform/ui';
import { formatDateTime } from '../../shared/dates/format-date.js';
import { reportColumnHelper } from '../../shared/table/table-features.js';
import { NOTIFICATIONS_REPORT_MESSAGES as M } from './notifications-report-messages.js';

const helper = reportColumnHelper<Notification>();

/** Columns of the sent-notifications report; sort fields and the subject filter are the server's. */
export function notificationsReportColumns(onDetails: (notification: Notification) => void) {
  return helper.columns([
    helper.accessor('sendAt', {
      header: M.sendAt,
      cell: (info) => formatDateTime(info.getValue()),
      meta: { sortField: 'notification.sendAt' },
    }),
    helper.accessor('subject', {
      header: M.subject,
      meta: { sortField: 'notification.subject', filter: { kind: 'text', param: 'subject' } },
    }),
    helper.accessor('senderNume', { header: M.sender }),
    helper.accessor('receiversCount', {
      header: M.receiversCount,
      cell: (info) => info.getValue().toLocaleString('ro-RO'),
      meta: { align: 'end' },
    }),
    helper.display({
      id: 'actions',
      header: M.actions,
      cell: (info) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${M.details}: ${info.row.original.subject}`}
          onClick={() => onDetails(info.row.original)}
        >
          {M.details}
        </Button>
      ),
    }),
  ]);
}
