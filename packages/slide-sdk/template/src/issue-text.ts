import type { SlideIssue } from '@platform/slide-sdk';

/** The first issue message at exactly `path`, to show beside the matching field. */
export function issueAt(issues: readonly SlideIssue[], ...path: (string | number)[]): string | undefined {
  return issues.find(
    (issue) =>
      issue.path.length === path.length && issue.path.every((segment, index) => segment === path[index]),
  )?.message;
}
