import { Alert, Badge, Modal, Spinner } from '@platform/ui';
import { roleLabel, type Notification } from '@platform/contracts';
import { formatDateTime } from '../../../shared/dates/format-date.js';
import { useGetNotificationReceiversQuery } from '../notifications-api.js';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_SCREEN_MESSAGES as M } from '../notifications-messages.js';

export interface NotificationReceiversModalProps {
  notification: Notification | null;
  onClose: () => void;
}

function ReceiversBody({ id }: { id: number }) {
  const receivers = useGetNotificationReceiversQuery(id);
  if (receivers.isLoading) return <Spinner />;
  if (receivers.isError) {
    const notFound = 'status' in receivers.error && receivers.error.status === 404;
    return (
      <Alert tone={notFound ? 'info' : 'danger'}>
        {notFound ? NOTIFICATION_MESSAGES.notFound : NOTIFICATION_MESSAGES.detailsFailed}
      </Alert>
    );
  }
  const rows = receivers.data ?? [];
  if (rows.length === 0) return <Alert tone="info">{NOTIFICATION_MESSAGES.notFound}</Alert>;
  return (
    <div className="notification-receivers">
      <table className="notification-receivers__table">
        <caption className="notification-receivers__caption">{M.receiversCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{M.codSe}</th>
            <th scope="col">{M.institution}</th>
            <th scope="col">{M.recipientName}</th>
            <th scope="col">{M.recipientRole}</th>
            <th scope="col">{M.readStatus}</th>
            <th scope="col">{M.readAt}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label={M.codSe}>{row.codSe ?? ''}</td>
              <td data-label={M.institution}>{row.numeInstitutieInvatamant ?? ''}</td>
              <td data-label={M.recipientName}>{row.receiverNume}</td>
              <td data-label={M.recipientRole}>{roleLabel(row.receiverRole)}</td>
              <td data-label={M.readStatus}>
                {row.isRead ? (
                  <Badge tone="success">{M.read}</Badge>
                ) : (
                  <Badge tone="danger">{M.unread}</Badge>
                )}
              </td>
              <td data-label={M.readAt}>{formatDateTime(row.readAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Detalii': per receiver the school code, institution, name, role, read status and read date. */
export function NotificationReceiversModal({ notification, onClose }: NotificationReceiversModalProps) {
  return (
    <Modal
      open={notification !== null}
      onClose={onClose}
      title={notification ? M.receiversTitle(notification.subject) : ''}
      className="notification-receivers-modal"
    >
      {notification ? <ReceiversBody id={notification.id} /> : null}
    </Modal>
  );
}
