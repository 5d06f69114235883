import type { QuestionData, QuestionLearnerData } from './schema.js';

/** Answer-key paths that never reach a pupil before submitting (the explanation gives the answer away). */
export const questionSecretPaths = ['options.*.isCorrect', 'explanation'] as const;

/** Drops `isCorrect` from every option and the explanation (both arrive with the feedback, after submission). */
export function redactQuestionForLearner(data: QuestionData): QuestionLearnerData {
  return {
    text: data.text,
    multiple: data.multiple,
    points: data.points,
    // Rebuild each option so no future secret field leaks through a spread.
    options: data.options.map((option) =>
      option.imageUrl === undefined
        ? { id: option.id, text: option.text }
        : { id: option.id, text: option.text, imageUrl: option.imageUrl },
    ),
  };
}
