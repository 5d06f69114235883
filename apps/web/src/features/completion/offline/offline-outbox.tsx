import { OfflineSavedNotice } from './offline-saved-notice.js';
import { OutboxConflicts } from './outbox-conflicts.js';
import { useOutboxRunner } from './use-outbox-runner.js';
import './offline.css';

/** Mounted once in the signed-in shell: sends the outbox and shows what waits and what was refused. */
export function OfflineOutbox({ userId }: { userId: number }) {
  const { queued, conflicts, stoppedBy, dismiss } = useOutboxRunner(userId);
  return (
    <div className="offline-outbox">
      <OfflineSavedNotice count={queued.length} waitingForSignIn={stoppedBy === 'session'} />
      <OutboxConflicts conflicts={conflicts} onDismiss={dismiss} />
    </div>
  );
}

export default OfflineOutbox;
