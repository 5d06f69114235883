import { z } from 'zod';

/** Stored shape of every slide: `{ type, pluginVersion, schemaVersion, data }` (architecture §3). */
export const SlideEnvelopeSchema = z.object({
  type: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  pluginVersion: z.string(),
  schemaVersion: z.number().int().min(1),
  data: z.unknown(),
});
export type SlideEnvelopeInput = z.infer<typeof SlideEnvelopeSchema>;
