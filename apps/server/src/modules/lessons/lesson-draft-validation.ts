import {
  validateLessonDraft,
  type LessonDraft,
  type LessonIssue,
  type SlideValidator,
} from '@platform/contracts';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';
import type { SlideRow } from './lessons.repository.js';

/** JSON with object keys sorted, so stored jsonb (which reorders keys) compares equal to what a client sent. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

/** Whether the draft slide is a stored slide of this lesson sent back unchanged. */
function isUnchangedStoredSlide(
  slide: { id?: string } & Record<string, unknown>,
  stored: Map<string, SlideRow>,
): boolean {
  const row = slide.id === undefined ? undefined : stored.get(slide.id);
  if (!row) return false;
  return (
    row.type === slide.type &&
    row.pluginVersion === slide.pluginVersion &&
    row.schemaVersion === slide.schemaVersion &&
    canonicalJson(row.data) === canonicalJson(slide.data)
  );
}

/**
 * Validates a draft with the same rules as the editor (spec 001 §5) and the server's plugins. A slide of a
 * plugin that is not installed here, already stored and sent back unchanged, is kept verbatim instead of
 * refused: a missing plugin must never make a lesson unsaveable or destroy its data.
 */
export function validateDraftOnServer(
  registry: ServerSlideRegistry,
  draft: LessonDraft,
  options: { now: number; checkDeadline: boolean; storedSlides?: SlideRow[] },
): LessonIssue[] {
  const stored = new Map((options.storedSlides ?? []).map((row) => [String(row.id), row]));
  const validator: SlideValidator = {
    validateSlide(envelope, lessonType) {
      const slide = envelope as { id?: string } & Record<string, unknown>;
      if (!registry.has(envelope.type) && isUnchangedStoredSlide(slide, stored)) return [];
      return registry.validateSlide(envelope, lessonType);
    },
  };
  return validateLessonDraft(draft, validator, { now: options.now, checkDeadline: options.checkDeadline });
}

/** `{ 'slides.2.text': message }`: the first message per field, for the `errors` of a 400. */
export function issuesToFieldErrors(issues: LessonIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.join('.') || 'lesson'] ??= issue.message;
  return errors;
}
