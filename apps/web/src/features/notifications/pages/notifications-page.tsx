import { useSearchParams } from 'react-router-dom';
import { STAFF_ROLES, type Role } from '@platform/contracts';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { BulkNotificationForm } from '../components/bulk-notification-form.js';
import { NotificationTabs } from '../components/notification-tabs.js';
import { ReceivedNotifications } from '../components/received-notifications.js';
import { SentNotifications } from '../components/sent-notifications.js';
import { NOTIFICATIONS_SCREEN_MESSAGES as M } from '../notifications-messages.js';
import '../notifications.css';

type TabKey = 'primite' | 'trimise' | 'creare';

const ALL_TABS = [
  { key: 'primite', label: M.received },
  { key: 'trimise', label: M.sent },
  { key: 'creare', label: M.create },
] as const satisfies readonly { key: TabKey; label: string }[];

/** Only ADMIN and DBEST see Trimise and Creare (spec 000 §6). */
function tabsFor(role: Role | undefined) {
  const isSender = role !== undefined && (STAFF_ROLES as readonly Role[]).includes(role);
  return isSender ? ALL_TABS : ALL_TABS.filter((tab) => tab.key === 'primite');
}

const ID_PREFIX = 'notificari';

/** /notificari ('Mesaje'): received messages for everyone; sent and bulk create for ADMIN and DBEST. */
export function NotificationsPage({ title }: { title: string }) {
  const role = useSessionClaims()?.role;
  const tabs = tabsFor(role);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: TabKey = tabs.find((tab) => tab.key === requested)?.key ?? 'primite';
  const select = (key: TabKey) => setSearchParams(key === 'primite' ? {} : { tab: key }, { replace: true });

  return (
    <>
      <PageHeader title={title} />
      {tabs.length > 1 && (
        <NotificationTabs
          label={M.tabsLabel}
          tabs={tabs}
          selected={selected}
          onSelect={select}
          idPrefix={ID_PREFIX}
        />
      )}
      <div
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={`${ID_PREFIX}-panel-${selected}`}
        aria-labelledby={tabs.length > 1 ? `${ID_PREFIX}-tab-${selected}` : undefined}
        className="notifications-panel"
      >
        {selected === 'primite' && <ReceivedNotifications />}
        {selected === 'trimise' && <SentNotifications />}
        {selected === 'creare' && <BulkNotificationForm />}
      </div>
    </>
  );
}
