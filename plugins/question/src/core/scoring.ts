import type { SlideScoring } from '@platform/slide-sdk';
import type { QuestionAnswer, QuestionData } from './schema.js';

/** Ids of the options marked correct. */
export function correctOptionIds(data: QuestionData): Set<string> {
  return new Set(data.options.filter((option) => option.isCorrect).map((option) => option.id));
}

/** Whether the chosen set equals the correct set exactly (order and duplicates ignored). */
export function isQuestionAnswerCorrect(data: QuestionData, answer: QuestionAnswer): boolean {
  const correct = correctOptionIds(data);
  const chosen = new Set(answer.selectedOptionIds);
  if (correct.size === 0 || chosen.size !== correct.size) return false;
  if (!data.multiple && answer.selectedOptionIds.length !== 1) return false;
  for (const id of chosen) if (!correct.has(id)) return false;
  return true;
}

/**
 * All-or-nothing for both single and multiple choice: full points only when the chosen options are
 * exactly the correct ones. Partial credit would reward ticking every box on multiple choice.
 */
export const questionScoring: SlideScoring<QuestionData, QuestionAnswer> = {
  maxPoints: (data) => Math.max(0, data.points),
  score: (data, answer) => (isQuestionAnswerCorrect(data, answer) ? Math.max(0, data.points) : 0),
};
