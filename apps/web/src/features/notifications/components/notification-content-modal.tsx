import { MarkdownView, Modal } from '@platform/ui';
import type { Notification } from '@platform/contracts';

export interface NotificationContentModalProps {
  notification: Notification | null;
  onClose: () => void;
}

/** 'Deschide': the message as sanitized markdown; a click outside, Escape or × closes it. */
export function NotificationContentModal({ notification, onClose }: NotificationContentModalProps) {
  return (
    <Modal open={notification !== null} onClose={onClose} title={notification?.subject ?? ''}>
      {notification && <MarkdownView markdown={notification.content} />}
    </Modal>
  );
}
