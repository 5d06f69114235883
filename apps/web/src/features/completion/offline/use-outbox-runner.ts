import { useCallback, useEffect, useState } from 'react';
import { useAppStore } from '../../../shared/store/hooks.js';
import { dismissConflict, flushOutbox, type StopReason } from './outbox-sender.js';
import { listOutbox, onOutboxChange, onOutboxFlushRequest, type OutboxEntry } from './outbox-store.js';
import { createOutboxTransport } from './outbox-transport.js';

/** One run at a time across the tabs of this browser (Web Locks); the server's idempotency covers the rest. */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request('eco-outbox-flush', work) : work();
}

/**
 * Sends the signed-in user's outbox at app start, when the browser comes online, when the service worker
 * relays a Background Sync, and when the completion page asks; lists what is queued and what was refused.
 */
export function useOutboxRunner(userId: number) {
  const store = useAppStore();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [stoppedBy, setStoppedBy] = useState<StopReason | null>(null);

  const reread = useCallback(async () => {
    setEntries(await listOutbox(userId).catch(() => []));
  }, [userId]);

  useEffect(() => {
    void reread();
    return onOutboxChange(() => void reread());
  }, [reread]);

  useEffect(() => {
    const transport = createOutboxTransport(store);
    let running: Promise<void> | null = null;
    const run = () => {
      running ??= exclusively(() => flushOutbox(userId, transport))
        .then((report) => setStoppedBy(report.stoppedBy))
        .catch(() => setStoppedBy('network'))
        .finally(() => {
          running = null;
        });
    };
    const onWorkerMessage = (event: MessageEvent) => {
      if (event.data === 'flush-outbox') run();
    };
    run();
    window.addEventListener('online', run);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    const offRequest = onOutboxFlushRequest(run);
    return () => {
      window.removeEventListener('online', run);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
      offRequest();
    };
  }, [store, userId]);

  return {
    queued: entries.filter((entry) => entry.state === 'queued'),
    conflicts: entries.filter((entry) => entry.state === 'conflict'),
    stoppedBy,
    dismiss: (entry: OutboxEntry) => void dismissConflict(entry),
  };
}
