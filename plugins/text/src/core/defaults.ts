import { TEXT_DEFAULT_MAX_LENGTH, TEXT_DEFAULT_MIN_LENGTH, type TextData } from './schema.js';

/** A fresh TEXT slide: empty task, answers of 10..1000 characters. */
export function createDefaultText(): TextData {
  return { text: '', minLength: TEXT_DEFAULT_MIN_LENGTH, maxLength: TEXT_DEFAULT_MAX_LENGTH };
}
