import type { QuestionData, QuestionOption } from './schema.js';

/** Creates an empty option whose id is unique among `existing` (`opt-N`, deterministic). */
export function createQuestionOption(existing: readonly Pick<QuestionOption, 'id'>[]): QuestionOption {
  let n = existing.length + 1;
  const taken = new Set(existing.map((option) => option.id));
  while (taken.has(`opt-${n}`)) n += 1;
  return { id: `opt-${n}`, text: '', isCorrect: false };
}

/** A fresh single-choice question with two empty options, worth 1 point. */
export function createDefaultQuestion(): QuestionData {
  const first = createQuestionOption([]);
  return { text: '', multiple: false, options: [first, createQuestionOption([first])], points: 1 };
}
