import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { toStorableAnswer } from './offline-photos.js';

/** Where a draft belongs: one user, one lesson, one slide. */
export interface DraftRef {
  userId: number;
  lessonId: number;
  slideId: string;
}

let store: UseStore | null = null;
const drafts = () => (store ??= createStore('eco-drafts', 'drafts'));
const keyOf = ({ userId, lessonId, slideId }: DraftRef) => `${userId}:${lessonId}:${slideId}`;

/**
 * What a pupil typed or chose on a slide, kept on the device (IndexedDB) until the server stores the
 * answer, so a reload or a dead battery loses nothing. Local photos are kept as references.
 */
export async function saveDraft(ref: DraftRef, answer: unknown): Promise<void> {
  await set(keyOf(ref), toStorableAnswer(answer), drafts());
}

export async function deleteDraft(ref: DraftRef): Promise<void> {
  await del(keyOf(ref), drafts());
}

/** The drafts of one lesson by slide id. */
export async function loadDrafts(userId: number, lessonId: number): Promise<Record<string, unknown>> {
  const prefix = `${userId}:${lessonId}:`;
  const found: Record<string, unknown> = {};
  for (const [key, value] of await entries<string, unknown>(drafts()))
    if (key.startsWith(prefix)) found[key.slice(prefix.length)] = value;
  return found;
}

/** Logout: nothing a pupil typed stays on a shared phone. */
export async function deleteDraftsOf(userId: number): Promise<void> {
  const prefix = `${userId}:`;
  for (const [key] of await entries<string, unknown>(drafts()))
    if (key.startsWith(prefix)) await del(key, drafts());
}
