/**
 * Concrete paths in `value` that match any of `secretPaths` (dot paths; `*` matches any array index or
 * object key). Used to prove that learner data carries no answer key: the result must be empty.
 *
 * @example
 * ```ts
 * findSecretPaths({ options: [{ isCorrect: true }] }, ['options.*.isCorrect']); // ['options.0.isCorrect']
 * ```
 */
export function findSecretPaths(value: unknown, secretPaths: readonly string[]): string[] {
  return secretPaths.flatMap((secretPath) => matchPath(value, secretPath.split('.'), []));
}

function matchPath(value: unknown, segments: readonly string[], at: string[]): string[] {
  const [head, ...rest] = segments;
  if (head === undefined) return [at.join('.')];
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const keys = head === '*' ? Object.keys(record) : Object.hasOwn(record, head) ? [head] : [];
  // A key present with the value `undefined` still leaks that the field exists, so it counts.
  return keys.flatMap((key) => matchPath(record[key], rest, [...at, key]));
}
