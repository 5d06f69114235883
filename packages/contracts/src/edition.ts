import { z } from 'zod';

/** Campaign edition (spec 000 §3): exactly one is current. */
export const EditionSchema = z.object({
  id: z.number().int(),
  nume: z.string(),
  isCurrentEdition: z.boolean(),
});
export type Edition = z.infer<typeof EditionSchema>;

/** GET /api/editions: all editions, newest first, and the current one. */
export const EditionsResponseSchema = z.object({
  editions: z.array(EditionSchema),
  currentEdition: EditionSchema.nullable(),
});
export type EditionsResponse = z.infer<typeof EditionsResponseSchema>;
