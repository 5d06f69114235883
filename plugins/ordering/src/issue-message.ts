import type { SlideIssue } from '@platform/slide-sdk';

/** First message of an issue located at `path` or below it (e.g. `['options', 2]` matches `['options', 2, 'text']`). */
export function issueMessage(
  issues: readonly SlideIssue[] | undefined,
  path: readonly (string | number)[],
  exact = false,
): string | undefined {
  return issues?.find(
    (issue) =>
      (exact ? issue.path.length === path.length : issue.path.length >= path.length) &&
      path.every((segment, i) => issue.path[i] === segment),
  )?.message;
}
