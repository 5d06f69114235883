/** A stored upload as lesson and slide data reference it. */
const FILE_URL = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The id of an uploaded file a string points to, or null. */
export function fileIdOf(value: string): string | null {
  return FILE_URL.exec(value)?.[1] ?? null;
}

/** Every `/api/files/<id>` string anywhere in a value (plugins may keep images in any field). */
export function collectFileUrls(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (fileIdOf(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectFileUrls(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectFileUrls(item, found);
  }
  return found;
}

/** A copy of a value with every string that `urls` maps replaced (other values untouched). */
export function replaceFileUrls<T>(value: T, urls: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (urls.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => replaceFileUrls(item, urls)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceFileUrls(item, urls)]),
    ) as T;
  return value;
}
