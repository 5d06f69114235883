import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { SubmitAnswerResponse } from '@platform/contracts';
import { toStorableAnswer } from './offline-photos.js';

/** An answer submitted without network, waiting on the device; `id` is its Idempotency-Key. */
export interface OutboxEntry {
  id: string;
  userId: number;
  lessonId: number;
  lessonTitle: string;
  slideId: string;
  /** Position of the slide in the lesson, for the pupil ("slide 2 din 5"). */
  slidePosition: number;
  slideCount: number;
  answer: unknown;
  queuedAt: number;
  /** `conflict`: the server refused it; it stays listed until the pupil dismisses it. */
  state: 'queued' | 'conflict';
  conflict?: { status: number; message: string };
}

let store: UseStore | null = null;
const outbox = () => (store ??= createStore('eco-outbox', 'entries'));

const CHANNEL = 'eco-outbox';
const local = new EventTarget();
let channel: BroadcastChannel | null | undefined;
function broadcast(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

/** Tells this tab and the others that the outbox changed (they re-read it). */
function changed(): void {
  local.dispatchEvent(new Event('change'));
  broadcast()?.postMessage('change');
}

/** Runs `listener` whenever the outbox changes, in this tab or another one. */
export function onOutboxChange(listener: () => void): () => void {
  local.addEventListener('change', listener);
  const other = broadcast();
  other?.addEventListener('message', listener);
  return () => {
    local.removeEventListener('change', listener);
    other?.removeEventListener('message', listener);
  };
}

/** The user's entries in the order they were made (the order they are sent in). */
export async function listOutbox(userId: number): Promise<OutboxEntry[]> {
  const all = await entries<string, OutboxEntry>(outbox());
  return all
    .map(([, entry]) => entry)
    .filter((entry) => entry.userId === userId)
    .sort((a, b) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id));
}

export async function enqueueAnswer(entry: Omit<OutboxEntry, 'state' | 'queuedAt'>): Promise<OutboxEntry> {
  const stored: OutboxEntry = {
    ...entry,
    answer: toStorableAnswer(entry.answer),
    queuedAt: Date.now(),
    state: 'queued',
  };
  await set(stored.id, stored, outbox());
  changed();
  void registerBackgroundSync();
  return stored;
}

/** Where supported (Chromium), the service worker is told when the connection returns (public/sw-outbox-sync.js). */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register('eco-outbox');
  } catch {
    // No Background Sync: the online event and the next app start send the outbox.
  }
}

export async function putOutboxEntry(entry: OutboxEntry): Promise<void> {
  await set(entry.id, entry, outbox());
  changed();
}

export async function removeOutboxEntry(id: string): Promise<void> {
  await del(id, outbox());
  changed();
}

const FLUSH_REQUEST = 'flush-request';

/** Asks the outbox runner of this tab to send now (an answer was queued while the network is up). */
export function requestOutboxFlush(): void {
  local.dispatchEvent(new Event(FLUSH_REQUEST));
}

export function onOutboxFlushRequest(listener: () => void): () => void {
  local.addEventListener(FLUSH_REQUEST, listener);
  return () => local.removeEventListener(FLUSH_REQUEST, listener);
}

type StoredListener = (entry: OutboxEntry, response: SubmitAnswerResponse) => void;
const storedListeners = new Set<StoredListener>();

/** The server stored a queued answer (the completion page shows the points of a lesson it completed). */
export function announceStored(entry: OutboxEntry, response: SubmitAnswerResponse): void {
  storedListeners.forEach((listener) => listener(entry, response));
  // Another tab may have sent it: the tab showing the lesson learns it too.
  broadcast()?.postMessage({ type: 'stored', entry, response });
}

export function onAnswerStored(listener: StoredListener): () => void {
  storedListeners.add(listener);
  const other = broadcast();
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; entry?: OutboxEntry; response?: SubmitAnswerResponse };
    if (data?.type === 'stored' && data.entry && data.response) listener(data.entry, data.response);
  };
  other?.addEventListener('message', onMessage);
  return () => {
    storedListeners.delete(listener);
    other?.removeEventListener('message', onMessage);
  };
}
