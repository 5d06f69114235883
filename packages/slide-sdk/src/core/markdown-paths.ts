import { matchPath } from './path-matches.js';

/**
 * The author markdown in `value` (learner data): the string values at the concrete paths that match
 * `markdownPaths` (dot paths; `*` matches any array index or object key, as in `secretPaths`), in the order of
 * `markdownPaths`, then key order. Values that are not strings are ignored. A host uses it to render and
 * sanitize a slide's markdown on the server.
 *
 * @example
 * ```ts
 * findMarkdownStrings({ intro: '**Salut**', steps: [{ text: 'Unu' }, { text: 2 }] }, ['intro', 'steps.*.text']);
 * // ['**Salut**', 'Unu']
 * ```
 */
export function findMarkdownStrings(value: unknown, markdownPaths: readonly string[]): string[] {
  return markdownPaths.flatMap((markdownPath) =>
    Array.from(matchPath(value, markdownPath), (match) => match.value).filter(
      (found): found is string => typeof found === 'string',
    ),
  );
}
