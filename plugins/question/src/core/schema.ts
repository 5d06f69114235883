import { z } from 'zod';

/** Fewest and most answer options a question may have. */
export const QUESTION_MIN_OPTIONS = 2;
export const QUESTION_MAX_OPTIONS = 8;
/** Longest question text, in characters. */
export const QUESTION_TEXT_MAX_LENGTH = 1000;
/** Longest option text, in characters. */
export const OPTION_TEXT_MAX_LENGTH = 300;
/** Longest explanation, in characters. */
export const QUESTION_EXPLANATION_MAX_LENGTH = 1000;

/** One answer option as the author stores it; `isCorrect` is the answer key. */
export const QuestionOptionSchema = z.object({
  id: z.string({ error: 'Identificatorul variantei lipsește' }).min(1, 'Identificatorul variantei lipsește'),
  text: z.string({ error: 'Textul variantei trebuie să fie text' }),
  imageUrl: z.string().min(1).optional(),
  isCorrect: z.boolean({ error: 'Marcajul de răspuns corect lipsește' }),
});

/** Data of a QUESTION slide (schema version 3: version 2 plus the optional explanation). */
export const QuestionDataSchema = z.object({
  text: z.string({ error: 'Textul întrebării trebuie să fie text' }),
  multiple: z.boolean({ error: 'Tipul de alegere lipsește' }),
  options: z.array(QuestionOptionSchema, { error: 'Variantele de răspuns lipsesc' }),
  points: z
    .number({ error: 'Punctajul trebuie să fie un număr' })
    .int('Punctajul trebuie să fie un număr întreg')
    .min(0, 'Punctajul nu poate fi negativ'),
  /** Why the right answer is right, shown to the pupil only after submitting: part of the answer key. */
  explanation: z
    .string({ error: 'Explicația trebuie să fie text' })
    .max(
      QUESTION_EXPLANATION_MAX_LENGTH,
      `Explicația poate avea cel mult ${QUESTION_EXPLANATION_MAX_LENGTH} de caractere`,
    )
    .optional(),
});

/** What a pupil receives: the options without the answer key, and no explanation. */
export const QuestionLearnerOptionSchema = QuestionOptionSchema.omit({ isCorrect: true });
export const QuestionLearnerDataSchema = QuestionDataSchema.omit({ explanation: true }).extend({
  options: z.array(QuestionLearnerOptionSchema),
});

/** A pupil's answer: the ids of the chosen options. */
export const QuestionAnswerSchema = z.object({
  selectedOptionIds: z.array(z.string(), { error: 'Alege cel puțin un răspuns' }),
});

export type QuestionOption = z.infer<typeof QuestionOptionSchema>;
export type QuestionData = z.infer<typeof QuestionDataSchema>;
export type QuestionLearnerOption = z.infer<typeof QuestionLearnerOptionSchema>;
export type QuestionLearnerData = z.infer<typeof QuestionLearnerDataSchema>;
export type QuestionAnswer = z.infer<typeof QuestionAnswerSchema>;
