import type { SlideFeedback } from '@platform/slide-sdk';
import type { QuestionAnswer, QuestionData } from './schema.js';
import { isQuestionAnswerCorrect } from './scoring.js';

/**
 * What a pupil sees after submitting: every option with whether it was chosen and whether it is correct
 * (so the correct ones show even when not chosen), the verdict, and the author's explanation when there is
 * one. All-or-nothing like the score: a partly right multiple choice is `incorrect`.
 */
export function questionFeedback(data: QuestionData, answer: QuestionAnswer): SlideFeedback {
  const chosen = new Set(answer.selectedOptionIds);
  const explanation = data.explanation?.trim();
  return {
    outcome: isQuestionAnswerCorrect(data, answer) ? 'correct' : 'incorrect',
    items: data.options.map((option) => ({
      id: option.id,
      chosen: chosen.has(option.id),
      correct: option.isCorrect,
    })),
    ...(explanation ? { explanation } : {}),
  };
}
