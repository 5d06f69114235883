import { useId, type ReactNode } from 'react';
import { Badge, Card } from '@platform/ui';
import type { Notification } from '@platform/contracts';
import { formatDateTime } from '../../../shared/dates/format-date.js';
import { NOTIFICATIONS_SCREEN_MESSAGES as M } from '../notifications-messages.js';

export interface NotificationCardProps {
  notification: Notification;
  /** 'Primit' on the received list, 'Trimis' on the sent list. */
  dateLabel: string;
  /** Shown on received cards only. */
  showReadStatus?: boolean;
  details?: ReactNode;
  actions: ReactNode;
}

/** One message of a list: subject, date, read status and the card's buttons. */
export function NotificationCard({
  notification,
  dateLabel,
  showReadStatus = false,
  details,
  actions,
}: NotificationCardProps) {
  const subjectId = useId();
  return (
    <Card as="article" className="notification-card">
      <div className="notification-card__text">
        <h2 id={subjectId} className="notification-card__subject">
          {notification.subject}
        </h2>
        <p className="notification-card__meta">
          <span>
            {dateLabel}: <time dateTime={notification.sendAt}>{formatDateTime(notification.sendAt)}</time>
          </span>
          {details}
        </p>
      </div>
      <div className="notification-card__side">
        {showReadStatus &&
          (notification.isRead ? (
            <Badge tone="success">{M.read}</Badge>
          ) : (
            <Badge tone="danger">{M.unread}</Badge>
          ))}
        {/* The buttons repeat on every card; the group names them after the subject for screen readers. */}
        <div role="group" aria-labelledby={subjectId} className="notification-card__actions">
          {actions}
        </div>
      </div>
    </Card>
  );
}
