import type { SlideIssue } from '@platform/slide-sdk';

/** Message of the first issue about `field`, to show beside that field. */
export function issueMessage(issues: readonly SlideIssue[] | undefined, field: string): string | undefined {
  return issues?.find((issue) => issue.path[0] === field)?.message;
}

/** Messages of issues about the whole value (empty path), which no single field can show. */
export function wholeValueMessages(issues: readonly SlideIssue[] | undefined): string[] {
  return (issues ?? []).filter((issue) => issue.path.length === 0).map((issue) => issue.message);
}
