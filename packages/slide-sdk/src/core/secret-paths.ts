import { matchPath } from './path-matches.js';

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
  // A key present with the value `undefined` still leaks that the field exists, so it counts.
  return secretPaths.flatMap((secretPath) => Array.from(matchPath(value, secretPath), (match) => match.path));
}
