import { z } from 'zod';

/** Longest markdown content, in characters. */
export const INFO_MARKDOWN_MAX_LENGTH = 20000;
/** Longest image description, in characters. */
export const INFO_IMAGE_ALT_MAX_LENGTH = 250;

/** Data of an INFO slide (schema version 1): markdown content and an optional image. */
export const InfoDataSchema = z.object({
  markdown: z.string({ error: 'Conținutul trebuie să fie text' }),
  imageUrl: z.string().min(1).optional(),
  imageAlt: z.string().optional(),
});

/** An INFO slide is answered by being seen. */
export const InfoAnswerSchema = z.object({
  seen: z.literal(true, { error: 'Citește conținutul slide-ului' }),
});

export type InfoData = z.infer<typeof InfoDataSchema>;
export type InfoAnswer = z.infer<typeof InfoAnswerSchema>;
