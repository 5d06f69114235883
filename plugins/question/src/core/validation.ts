import type { SlideIssue } from '@platform/slide-sdk';
import {
  OPTION_TEXT_MAX_LENGTH,
  QUESTION_MAX_OPTIONS,
  QUESTION_MIN_OPTIONS,
  QUESTION_TEXT_MAX_LENGTH,
  type QuestionAnswer,
  type QuestionLearnerData,
  type QuestionData,
} from './schema.js';

/** Romanian messages of the QUESTION rules, exported so the UI and tests say the same thing. */
export const questionMessages = {
  textRequired: 'Textul întrebării este obligatoriu',
  textTooLong: `Textul întrebării nu poate depăși ${QUESTION_TEXT_MAX_LENGTH} caractere`,
  tooFewOptions: `Adaugă cel puțin ${QUESTION_MIN_OPTIONS} variante de răspuns`,
  tooManyOptions: `Maximum ${QUESTION_MAX_OPTIONS} variante de răspuns permise`,
  optionEmpty: 'Varianta trebuie să aibă text sau imagine',
  optionTooLong: `Textul variantei nu poate depăși ${OPTION_TEXT_MAX_LENGTH} caractere`,
  duplicateOptionId: 'Identificatorii variantelor trebuie să fie unici',
  noCorrectOption: 'Marchează cel puțin un răspuns corect',
  singleNeedsOneCorrect: 'La alegerea unică trebuie marcat exact un răspuns corect',
  answerRequired: 'Alege cel puțin un răspuns',
  answerSingle: 'Alege un singur răspuns',
  answerUnknownOption: 'Varianta aleasă nu există',
  answerDuplicate: 'Fiecare variantă poate fi aleasă o singură dată',
} as const;

/** Cross-field rules of a QUESTION slide, after the schema passed. */
export function validateQuestion(data: QuestionData): SlideIssue[] {
  const issues: SlideIssue[] = [];
  const text = data.text.trim();
  if (text.length === 0)
    issues.push({ path: ['text'], code: 'required', message: questionMessages.textRequired });
  if (text.length > QUESTION_TEXT_MAX_LENGTH)
    issues.push({ path: ['text'], code: 'too_big', message: questionMessages.textTooLong });

  if (data.options.length < QUESTION_MIN_OPTIONS) {
    issues.push({ path: ['options'], code: 'too_small', message: questionMessages.tooFewOptions });
  }
  if (data.options.length > QUESTION_MAX_OPTIONS) {
    issues.push({ path: ['options'], code: 'too_big', message: questionMessages.tooManyOptions });
  }

  const seenIds = new Set<string>();
  data.options.forEach((option, index) => {
    if (seenIds.has(option.id)) {
      issues.push({
        path: ['options', index, 'id'],
        code: 'duplicate',
        message: questionMessages.duplicateOptionId,
      });
    }
    seenIds.add(option.id);
    if (option.text.trim().length === 0 && !option.imageUrl) {
      issues.push({
        path: ['options', index, 'text'],
        code: 'required',
        message: questionMessages.optionEmpty,
      });
    }
    if (option.text.trim().length > OPTION_TEXT_MAX_LENGTH) {
      issues.push({
        path: ['options', index, 'text'],
        code: 'too_big',
        message: questionMessages.optionTooLong,
      });
    }
  });

  const correctCount = data.options.filter((option) => option.isCorrect).length;
  if (correctCount === 0) {
    issues.push({ path: ['options'], code: 'no_correct_option', message: questionMessages.noCorrectOption });
  } else if (!data.multiple && correctCount > 1) {
    issues.push({
      path: ['options'],
      code: 'single_choice_many_correct',
      message: questionMessages.singleNeedsOneCorrect,
    });
  }
  return issues;
}

/**
 * Rules for an answer beyond its schema. Uses only what the pupil's redacted data also has,
 * so the browser and the server give the same verdict.
 */
export function validateQuestionAnswer(
  data: QuestionData | QuestionLearnerData,
  answer: QuestionAnswer,
): SlideIssue[] {
  const selected = answer.selectedOptionIds;
  const path = ['selectedOptionIds'];
  if (selected.length === 0) return [{ path, code: 'required', message: questionMessages.answerRequired }];
  const issues: SlideIssue[] = [];
  if (!data.multiple && selected.length > 1)
    issues.push({ path, code: 'too_big', message: questionMessages.answerSingle });
  if (new Set(selected).size !== selected.length)
    issues.push({ path, code: 'duplicate', message: questionMessages.answerDuplicate });
  const knownIds = new Set(data.options.map((option) => option.id));
  selected.forEach((id, index) => {
    if (!knownIds.has(id))
      issues.push({
        path: [...path, index],
        code: 'unknown_option',
        message: questionMessages.answerUnknownOption,
      });
  });
  return issues;
}
