import { z } from 'zod';

/** One choice shown to the pupil. */
export const __Pascal__OptionSchema = z.object({
  id: z.string().min(1),
  text: z.string().max(200, 'Varianta poate avea cel mult 200 de caractere'),
});

/** Slide data (schema version 1). `correctOptionId` is the answer key: never sent to pupils. */
export const __Pascal__DataSchema = z.object({
  text: z.string().max(1000, 'Textul poate avea cel mult 1000 de caractere'),
  options: z.array(__Pascal__OptionSchema).max(10, 'Cel mult 10 variante'),
  correctOptionId: z.string(),
  points: z
    .number()
    .int('Punctajul trebuie să fie un număr întreg')
    .min(1, 'Punctajul trebuie să fie cel puțin 1'),
});
export type __Pascal__Data = z.infer<typeof __Pascal__DataSchema>;

/** What the pupil sends. */
export const __Pascal__AnswerSchema = z.object({ optionId: z.string({ error: 'Alegeți o variantă' }) });
export type __Pascal__Answer = z.infer<typeof __Pascal__AnswerSchema>;

/** Data the pupil's browser receives. */
export type __Pascal__LearnerData = Omit<__Pascal__Data, 'correctOptionId'>;
