import { Alert, Badge, Modal, Spinner } from '@platform/ui';
import { roleLabel, type Notification } from '@platform/contracts';
import { formatDateTime } from '../../../shared/dates/format-date.js';
import { useGetSentNotificationReceiversQuery } from '../notifications-report-api.js';
import { NOTIFICATIONS_REPORT_MESSAGES as M } from '../notifications-report-messages.js';

function ReceiversBody({ id }: { id: number }) {
  const receivers = useGetSentNotificationReceiversQuery(id);
  if (receivers.isLoading) return <Spinner />;
  if (receivers.isError) {
    const notFound = 'status' in receivers.error && receivers.error.status === 404;
    return <Alert tone={notFound ? 'info' : 'danger'}>{notFound ? M.noReceivers : M.detailsFailed}</Alert>;
  }
  const rows = receivers.data ?? [];
  if (rows.length === 0) return <Alert tone="info">{M.noReceivers}</Alert>;
  const readCount = rows.filter((row) => row.isRead).length;
  return (
    <>
      <p className="notifications-report__summary">{M.readSummary(readCount, rows.length)}</p>
      {/* Focusable so keyboard users can scroll a long receiver list. */}
      <div
        className="notifications-report__receivers"
        tabIndex={0}
        role="region"
        aria-label={M.receiversCaption}
      >
        <table className="data-table__table">
          <caption className="data-table__caption">{M.receiversCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{M.receiver}</th>
              <th scope="col">{M.role}</th>
              <th scope="col">{M.school}</th>
              <th scope="col">{M.codSe}</th>
              <th scope="col">{M.readStatus}</th>
              <th scope="col">{M.readAt}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.receiverNume}</td>
                <td>{roleLabel(row.receiverRole)}</td>
                <td>{row.numeInstitutieInvatamant ?? ''}</td>
                <td>{row.codSe ?? ''}</td>
                <td>
                  <Badge tone={row.isRead ? 'success' : 'danger'}>{row.isRead ? M.read : M.unread}</Badge>
                </td>
                <td>{formatDateTime(row.readAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** 'Detalii': how many receivers read the notification, then each receiver's read status and date. */
export function ReceiversDialog({
  notification,
  onClose,
}: {
  notification: Notification | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={notification !== null}
      onClose={onClose}
      title={notification ? M.detailsTitle(notification.subject) : ''}
      className="notifications-report__dialog"
    >
      {notification ? <ReceiversBody id={notification.id} /> : null}
    </Modal>
  );
}
