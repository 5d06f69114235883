import { useState } from 'react';
import { Button } from '@platform/ui';
import type { Notification } from '@platform/contracts';
import { readApiError } from '../../../shared/api/api-error.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { useResendNotificationMutation } from '../notifications-api.js';
import { useNotificationsPage } from '../hooks/use-notifications-page.js';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_SCREEN_MESSAGES as M } from '../notifications-messages.js';
import { NotificationCard } from './notification-card.js';
import { NotificationContentModal } from './notification-content-modal.js';
import { NotificationReceiversModal } from './notification-receivers-modal.js';
import { NotificationsList } from './notifications-list.js';

/** 'Trimise' (ADMIN, DBEST): the caller's sent messages with Detalii, Deschide and Retrimite. */
export function SentNotifications() {
  const { query, pagination } = useNotificationsPage('sent');
  const [opened, setOpened] = useState<Notification | null>(null);
  const [detailsOf, setDetailsOf] = useState<Notification | null>(null);
  const [resend] = useResendNotificationMutation();
  const { isLocked, run } = useSubmitLock();

  const resendOne = (notification: Notification) =>
    run(async () => {
      try {
        await resend(notification.id).unwrap();
        notify.success(NOTIFICATION_MESSAGES.resent);
      } catch (error) {
        notify.error(readApiError(error, NOTIFICATION_MESSAGES.resendFailed).message);
      }
    });

  return (
    <>
      <NotificationsList
        label={M.sent}
        page={query.data}
        isLoading={query.isFetching}
        isError={query.isError}
        error={query.error}
        emptyText={M.emptySent}
        {...pagination}
        renderCard={(notification) => (
          <NotificationCard
            notification={notification}
            dateLabel={M.sentAt}
            details={<span>{M.receivers(notification.receiversCount)}</span>}
            actions={
              <>
                <Button size="sm" variant="secondary" onClick={() => setDetailsOf(notification)}>
                  {M.details}
                </Button>
                <Button size="sm" onClick={() => setOpened(notification)}>
                  {M.open}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={isLocked}
                  onClick={() => void resendOne(notification)}
                >
                  {M.resend}
                </Button>
              </>
            }
          />
        )}
      />
      <NotificationContentModal notification={opened} onClose={() => setOpened(null)} />
      <NotificationReceiversModal notification={detailsOf} onClose={() => setDetailsOf(null)} />
    </>
  );
}
