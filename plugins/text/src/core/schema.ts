import { z } from 'zod';

/** Default answer length bounds of a new TEXT slide. */
export const TEXT_DEFAULT_MIN_LENGTH = 10;
export const TEXT_DEFAULT_MAX_LENGTH = 1000;
/** Upper limit an author may set for `maxLength`. */
export const TEXT_MAX_LENGTH_LIMIT = 5000;
/** Longest instructions text, in characters. */
export const TEXT_INSTRUCTIONS_MAX_LENGTH = 2000;

const lengthSchema = z
  .number({ error: 'Lungimea trebuie să fie un număr' })
  .int('Lungimea trebuie să fie un număr întreg')
  .min(0, 'Lungimea nu poate fi negativă');

/** Data of a TEXT slide (schema version 1): the task and the allowed answer length. */
export const TextDataSchema = z.object({
  text: z.string({ error: 'Cerința trebuie să fie text' }),
  minLength: lengthSchema,
  maxLength: lengthSchema,
});

/** A pupil's free-text answer. */
export const TextAnswerSchema = z.object({
  text: z.string({ error: 'Răspunsul este obligatoriu' }),
});

export type TextData = z.infer<typeof TextDataSchema>;
export type TextAnswer = z.infer<typeof TextAnswerSchema>;
