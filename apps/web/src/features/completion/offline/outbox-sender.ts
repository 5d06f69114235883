import type { SubmitAnswerResponse } from '@platform/contracts';
import { deleteDraft } from './draft-store.js';
import { deletePhotos, loadPhoto, mapStrings, photoRefsIn } from './offline-photos.js';
import {
  announceStored,
  listOutbox,
  putOutboxEntry,
  removeOutboxEntry,
  type OutboxEntry,
} from './outbox-store.js';

/** Why sending stopped: no network, no session (wait for the same user), or the server failing (retry later). */
export type StopReason = 'network' | 'session' | 'server';

export type SendOutcome =
  | { kind: 'stored'; response: SubmitAnswerResponse }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'stopped'; reason: StopReason };

export type UploadOutcome =
  { kind: 'uploaded'; url: string } | Extract<SendOutcome, { kind: 'refused' | 'stopped' }>;

/** The network side, injected (the app's store in the browser, fakes in tests). */
export interface OutboxTransport {
  /** Makes sure a fresh token is there before anything is sent; false when the session is gone. */
  prepare(): Promise<boolean>;
  uploadPhoto(photo: Blob): Promise<UploadOutcome>;
  /** POST /api/answers with the entry's id as Idempotency-Key. */
  send(entry: OutboxEntry): Promise<SendOutcome>;
}

export interface FlushReport {
  stored: { entry: OutboxEntry; response: SubmitAnswerResponse }[];
  refused: OutboxEntry[];
  stoppedBy: StopReason | null;
}

async function uploadLocalPhotos(
  entry: OutboxEntry,
  transport: OutboxTransport,
): Promise<OutboxEntry | Exclude<UploadOutcome, { kind: 'uploaded' }>> {
  let current = entry;
  for (const ref of photoRefsIn(entry.answer)) {
    const photo = await loadPhoto(ref);
    if (!photo)
      return { kind: 'refused', status: 0, message: 'Fotografia salvată pe telefon nu mai există.' };
    const uploaded = await transport.uploadPhoto(photo);
    if (uploaded.kind !== 'uploaded') return uploaded;
    // Saved at once, so a later retry does not upload the same photo again.
    current = {
      ...current,
      answer: mapStrings(current.answer, (text) => (text === ref ? uploaded.url : text)),
    };
    await putOutboxEntry(current);
  }
  return current;
}

/**
 * Sends the user's queued answers in the order they were made. A stored answer leaves the outbox (and
 * its draft and photos go); a refused one stays as a conflict for the pupil to read; no network, no
 * session or a failing server stops the run with the rest still queued. Replays are harmless: every
 * entry carries its Idempotency-Key, so the server stores it once whichever tab or device sends it.
 */
export async function flushOutbox(userId: number, transport: OutboxTransport): Promise<FlushReport> {
  const report: FlushReport = { stored: [], refused: [], stoppedBy: null };
  const queued = (await listOutbox(userId)).filter((entry) => entry.state === 'queued');
  if (queued.length === 0) return report;
  if (!(await transport.prepare())) return { ...report, stoppedBy: 'session' };
  for (const original of queued) {
    const ready = await uploadLocalPhotos(original, transport);
    const outcome = 'id' in ready ? await transport.send(ready) : ready;
    const entry = 'id' in ready ? ready : original;
    if (outcome.kind === 'stopped') return { ...report, stoppedBy: outcome.reason };
    if (outcome.kind === 'refused') {
      const conflict: OutboxEntry = {
        ...entry,
        state: 'conflict',
        conflict: { status: outcome.status, message: outcome.message },
      };
      await putOutboxEntry(conflict);
      report.refused.push(conflict);
      continue;
    }
    await removeOutboxEntry(entry.id);
    await deleteDraft({ userId, lessonId: entry.lessonId, slideId: entry.slideId });
    await deletePhotos(photoRefsIn(original.answer));
    report.stored.push({ entry, response: outcome.response });
    announceStored(entry, outcome.response);
  }
  return report;
}

/** The pupil read the conflict: it leaves the list (its local photos too). */
export async function dismissConflict(entry: OutboxEntry): Promise<void> {
  await removeOutboxEntry(entry.id);
  await deletePhotos(photoRefsIn(entry.answer));
}
