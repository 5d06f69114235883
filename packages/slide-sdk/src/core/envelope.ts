import { z } from 'zod';
import { toSlideIssues } from './issues.js';
import type { SlideEnvelope, SlideIssue } from './types.js';

/** Pattern every slide type must match: uppercase letters, digits and `_`, starting with a letter. */
export const SLIDE_TYPE_PATTERN = /^[A-Z][A-Z0-9_]*$/;

/**
 * Zod schema of a stored slide envelope `{ type, pluginVersion, schemaVersion, data }`. `data` is left
 * unknown: only the slide's plugin knows its shape.
 */
export const SlideEnvelopeSchema = z.object({
  type: z.string().min(1, 'Tipul slide-ului lipsește'),
  pluginVersion: z.string(),
  schemaVersion: z.number().int().min(1, 'Versiunea de schemă trebuie să fie cel puțin 1'),
  data: z.unknown(),
});

/** Result of {@link parseSlideEnvelope}. */
export type ParsedSlideEnvelope = { ok: true; envelope: SlideEnvelope } | { ok: false; issues: SlideIssue[] };

/**
 * Checks that an unknown stored value has the envelope shape. It never throws; the caller keeps the
 * original value verbatim when it is refused.
 */
export function parseSlideEnvelope(value: unknown): ParsedSlideEnvelope {
  const parsed = SlideEnvelopeSchema.safeParse(value);
  if (!parsed.success) return { ok: false, issues: toSlideIssues(parsed.error) };
  const { type, pluginVersion, schemaVersion, data } = parsed.data;
  return { ok: true, envelope: { type, pluginVersion, schemaVersion, data } };
}
