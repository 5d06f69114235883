import { useState } from 'react';
import { Button } from '@platform/ui';
import type { Notification } from '@platform/contracts';
import { useMarkNotificationReadMutation } from '../notifications-api.js';
import { useNotificationsPage } from '../hooks/use-notifications-page.js';
import { NOTIFICATIONS_SCREEN_MESSAGES as M } from '../notifications-messages.js';
import { NotificationCard } from './notification-card.js';
import { NotificationContentModal } from './notification-content-modal.js';
import { NotificationsList } from './notifications-list.js';

/** 'Primite': the caller's messages; opening an unread one marks it read, then the list reloads. */
export function ReceivedNotifications() {
  const { query, pagination } = useNotificationsPage('received');
  const [opened, setOpened] = useState<Notification | null>(null);
  const [markRead] = useMarkNotificationReadMutation();

  const open = (notification: Notification) => {
    setOpened(notification);
    // The read mark invalidates the list, which refetches; a failed mark only leaves it NECITIT.
    if (!notification.isRead) void markRead(notification.id);
  };

  return (
    <>
      <NotificationsList
        label={M.received}
        page={query.data}
        isLoading={query.isFetching}
        isError={query.isError}
        error={query.error}
        emptyText={M.emptyReceived}
        {...pagination}
        renderCard={(notification) => (
          <NotificationCard
            notification={notification}
            dateLabel={M.receivedAt}
            showReadStatus
            actions={
              <Button size="sm" onClick={() => open(notification)}>
                {M.open}
              </Button>
            }
          />
        )}
      />
      <NotificationContentModal notification={opened} onClose={() => setOpened(null)} />
    </>
  );
}
