import { z } from 'zod';

/** Limits of an ORDERING slide (also the editor's). */
export const ORDERING_LIMITS = { minItems: 2, maxItems: 10, textMax: 500, itemTextMax: 200 } as const;

/** One item to put in order. */
export const OrderingItemSchema = z.object({
  id: z.string().min(1, 'Elementul nu are identificator'),
  text: z
    .string()
    .max(
      ORDERING_LIMITS.itemTextMax,
      `Elementul poate avea cel mult ${ORDERING_LIMITS.itemTextMax} de caractere`,
    ),
});
export type OrderingItem = z.infer<typeof OrderingItemSchema>;

/** Stored data: `correctOrder` lists the items in the correct order (the answer key). */
export const OrderingDataSchema = z.object({
  text: z
    .string()
    .max(ORDERING_LIMITS.textMax, `Cerința poate avea cel mult ${ORDERING_LIMITS.textMax} de caractere`),
  correctOrder: z
    .array(OrderingItemSchema)
    .max(ORDERING_LIMITS.maxItems, `Adăugați cel mult ${ORDERING_LIMITS.maxItems} elemente`),
  points: z
    .number({ error: 'Punctajul trebuie să fie un număr' })
    .int('Punctajul trebuie să fie un număr întreg')
    .min(1, 'Punctajul trebuie să fie cel puțin 1')
    .max(1000, 'Punctajul poate fi cel mult 1000'),
});
export type OrderingData = z.infer<typeof OrderingDataSchema>;

/** What a pupil receives: the same items in a mixed order, never the stored (correct) one. */
export const OrderingLearnerDataSchema = z.object({
  text: z.string(),
  items: z.array(OrderingItemSchema),
  points: z.number(),
});
export type OrderingLearnerData = z.infer<typeof OrderingLearnerDataSchema>;

/** A pupil's answer: every item id, in the order the pupil chose. */
export const OrderingAnswerSchema = z.object({
  order: z
    .array(z.string().min(1, 'Elementul nu are identificator'), { error: 'Așezați elementele în ordine' })
    .max(ORDERING_LIMITS.maxItems, `Răspunsul poate avea cel mult ${ORDERING_LIMITS.maxItems} elemente`),
});
export type OrderingAnswer = z.infer<typeof OrderingAnswerSchema>;
