/** One place in a value that a dot path matched: the concrete path (e.g. `options.0.text`) and the value there. */
export interface PathMatch {
  path: string;
  value: unknown;
}

/**
 * Every place in `value` that `dotPath` matches, in key order. Segments are separated by dots; `*` matches
 * any array index or object key. A key present with the value `undefined` matches (the field exists).
 * Shared by `findSecretPaths` and `findMarkdownStrings`, so both read the same path syntax.
 *
 * @example
 * ```ts
 * [...matchPath({ options: [{ text: 'a' }, { text: 'b' }] }, 'options.*.text')];
 * // [{ path: 'options.0.text', value: 'a' }, { path: 'options.1.text', value: 'b' }]
 * ```
 */
export function* matchPath(value: unknown, dotPath: string): Generator<PathMatch> {
  yield* matchSegments(value, dotPath.split('.'), []);
}

function* matchSegments(
  value: unknown,
  segments: readonly string[],
  at: readonly string[],
): Generator<PathMatch> {
  const [head, ...rest] = segments;
  if (head === undefined) {
    yield { path: at.join('.'), value };
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const keys = head === '*' ? Object.keys(record) : Object.hasOwn(record, head) ? [head] : [];
  for (const key of keys) yield* matchSegments(record[key], rest, [...at, key]);
}
