import { useMemo, useState } from 'react';
import type { Notification } from '@platform/contracts';
import { useReportPage } from '../../../shared/table/use-report-page.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { DataTable, type CardLayout } from '../../../shared/table/data-table.js';
import { useServerTable } from '../../../shared/table/use-server-table.js';
import { filterableColumns } from '../../../shared/table/filterable-columns.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { notificationsReportApi } from '../notifications-report-api.js';
import { notificationsReportColumns } from '../notifications-report-columns.js';
import { NOTIFICATIONS_REPORT_MESSAGES as M } from '../notifications-report-messages.js';
import { ReceiversDialog } from '../components/receivers-dialog.js';
import '../notifications-report.css';

/** The phone card of a row (below 768 px). */
const CARD_LAYOUT: CardLayout = { title: 'subject', fields: ['sendAt', 'senderNume', 'receiversCount'] };

const DEFAULT_SORTING = [{ id: 'sendAt', desc: true }];

/**
 * /raportare/notificari (DBEST, ADMIN): the notifications the signed-in staff member sent, newest first, with
 * the receiver count and, under 'Detalii', who read them. The server has no export for notifications.
 */
export function NotificationsReportPage({ title }: { title: string }) {
  const claims = useSessionClaims();
  const senderId = Number(claims?.sub);
  const [detailsFor, setDetailsFor] = useState<Notification | null>(null);
  const columns = useMemo(() => notificationsReportColumns(setDetailsFor), []);
  const filterable = useMemo(() => filterableColumns(columns), [columns]);
  const controller = useServerTable({ columns: filterable, defaultSorting: DEFAULT_SORTING });
  const query = useMemo(
    () => ({ ...controller.query, 'notification.senderId': senderId }),
    [controller.query, senderId],
  );
  const hasSender = Number.isInteger(senderId) && senderId > 0;
  const report = useReportPage(notificationsReportApi.endpoints.getSentNotificationsReport, query, {
    skip: !hasSender,
  });

  return (
    <>
      <PageHeader title={title}>
        <p className="notifications-report__intro">{M.intro}</p>
      </PageHeader>
      <DataTable
        tableId="notifications-report"
        cardLayout={CARD_LAYOUT}
        caption={title}
        columns={columns}
        page={report.data}
        more={report.more}
        isFetching={report.isFetching}
        isError={report.isError}
        error={report.error}
        controller={controller}
        viewerRole={claims?.role ?? 'ADMIN'}
        getRowId={(notification) => String(notification.id)}
        onReload={() => {
          if (hasSender) void report.refetch();
        }}
      />
      <ReceiversDialog notification={detailsFor} onClose={() => setDetailsFor(null)} />
    </>
  );
}
