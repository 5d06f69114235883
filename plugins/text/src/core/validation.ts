import type { SlideIssue } from '@platform/slide-sdk';
import {
  TEXT_INSTRUCTIONS_MAX_LENGTH,
  TEXT_MAX_LENGTH_LIMIT,
  type TextAnswer,
  type TextData,
} from './schema.js';

/** Romanian messages of the TEXT rules, shared by the UI and the tests. */
export const textMessages = {
  textRequired: 'Cerința este obligatorie',
  textTooLong: `Cerința nu poate depăși ${TEXT_INSTRUCTIONS_MAX_LENGTH} caractere`,
  maxLengthTooSmall: 'Lungimea maximă trebuie să fie cel puțin 1',
  maxLengthTooBig: `Lungimea maximă nu poate depăși ${TEXT_MAX_LENGTH_LIMIT} caractere`,
  minAboveMax: 'Lungimea minimă nu poate fi mai mare decât lungimea maximă',
  answerRequired: 'Răspunsul este obligatoriu',
  answerTooShort: (min: number) => `Răspunsul trebuie să aibă cel puțin ${min} caractere`,
  answerTooLong: (max: number) => `Răspunsul nu poate depăși ${max} caractere`,
} as const;

/** Length in characters as a reader counts them (code points, so emoji count once). */
export function countCharacters(value: string): number {
  return Array.from(value.trim()).length;
}

/** Cross-field rules of a TEXT slide, after the schema passed. */
export function validateText(data: TextData): SlideIssue[] {
  const issues: SlideIssue[] = [];
  const text = data.text.trim();
  if (text.length === 0)
    issues.push({ path: ['text'], code: 'required', message: textMessages.textRequired });
  if (text.length > TEXT_INSTRUCTIONS_MAX_LENGTH)
    issues.push({ path: ['text'], code: 'too_big', message: textMessages.textTooLong });
  if (data.maxLength < 1)
    issues.push({ path: ['maxLength'], code: 'too_small', message: textMessages.maxLengthTooSmall });
  if (data.maxLength > TEXT_MAX_LENGTH_LIMIT)
    issues.push({ path: ['maxLength'], code: 'too_big', message: textMessages.maxLengthTooBig });
  if (data.minLength > data.maxLength)
    issues.push({ path: ['minLength'], code: 'min_above_max', message: textMessages.minAboveMax });
  return issues;
}

/** The trimmed answer must be non-empty and within `minLength..maxLength` characters. */
export function validateTextAnswer(data: TextData, answer: TextAnswer): SlideIssue[] {
  const length = countCharacters(answer.text);
  const path = ['text'];
  if (length === 0) return [{ path, code: 'required', message: textMessages.answerRequired }];
  if (length < data.minLength)
    return [{ path, code: 'too_small', message: textMessages.answerTooShort(data.minLength) }];
  if (length > data.maxLength)
    return [{ path, code: 'too_big', message: textMessages.answerTooLong(data.maxLength) }];
  return [];
}
