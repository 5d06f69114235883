import type { z } from 'zod';
import type { SlideIssue } from './types.js';

/**
 * Maps a zod error to the SDK's issue shape `{ path, code, message }`. Symbol keys become strings so the
 * result is plain JSON. The Romanian messages come from the plugin's schema.
 */
export function toSlideIssues(error: z.ZodError): SlideIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment)),
    code: issue.code,
    message: issue.message,
  }));
}

/** One issue about the whole value (empty path). */
export function wholeValueIssue(code: string, message: string): SlideIssue {
  return { path: [], code, message };
}

/** Turns anything thrown into a short readable reason. */
export function describeThrown(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
