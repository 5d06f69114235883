import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { newSubmissionId } from './offline-ids.js';

/**
 * Photos picked without network (IMAGE_UPLOAD): the file is kept in IndexedDB and the answer holds a
 * reference `offline-photo:<id>` while stored; on screen it is a blob: URL of the same file. The outbox
 * uploads the file before it sends the answer and puts the server's URL in its place.
 */
export const PHOTO_REF_PREFIX = 'offline-photo:';

let store: UseStore | null = null;
const photos = () => (store ??= createStore('eco-photos', 'photos'));
const urlToRef = new Map<string, string>();
const refToUrl = new Map<string, string>();

export async function savePhoto(file: Blob): Promise<{ url: string }> {
  const ref = `${PHOTO_REF_PREFIX}${newSubmissionId()}`;
  await set(ref, file, photos());
  const url = URL.createObjectURL(file);
  urlToRef.set(url, ref);
  refToUrl.set(ref, url);
  return { url };
}

export async function loadPhoto(ref: string): Promise<Blob | undefined> {
  return get<Blob>(ref, photos());
}

export async function deletePhotos(refs: readonly string[]): Promise<void> {
  for (const ref of refs) {
    await del(ref, photos());
    const url = refToUrl.get(ref);
    if (url) {
      refToUrl.delete(ref);
      urlToRef.delete(url);
      URL.revokeObjectURL(url);
    }
  }
}

/** Every string of a JSON-like value passed through `replace` (answers are plain JSON). */
export function mapStrings(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, replace));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, replace)]));
  return value;
}

export function photoRefsIn(value: unknown): string[] {
  const refs: string[] = [];
  mapStrings(value, (text) => {
    if (text.startsWith(PHOTO_REF_PREFIX)) refs.push(text);
    return text;
  });
  return refs;
}

/** The answer as stored on the device: local photos as references (blob: URLs die with the page). */
export const toStorableAnswer = (answer: unknown) => mapStrings(answer, (text) => urlToRef.get(text) ?? text);

/** Whether an answer holds photos that are only on this device. */
export const hasLocalPhotos = (answer: unknown) => photoRefsIn(toStorableAnswer(answer)).length > 0;

/** The answer as a slide shows it: references become blob: URLs of the stored files again. */
export async function toDisplayableAnswer(answer: unknown): Promise<unknown> {
  for (const ref of photoRefsIn(answer)) {
    if (refToUrl.has(ref)) continue;
    const blob = await loadPhoto(ref);
    if (!blob) continue;
    const url = URL.createObjectURL(blob);
    refToUrl.set(ref, url);
    urlToRef.set(url, ref);
  }
  return mapStrings(answer, (text) => refToUrl.get(text) ?? text);
}
