import { LESSON_TYPES, defineSlideCore } from '@platform/slide-sdk';
import { createDefaultText } from './defaults.js';
import { TextAnswerSchema, TextDataSchema, type TextAnswer, type TextData } from './schema.js';
import { validateText, validateTextAnswer } from './validation.js';

/**
 * Framework-free TEXT handler: a free-text answer that a teacher reviews. Not scoreable: its points come
 * from the lesson and the approval, not from the answer content.
 */
export const textCore = defineSlideCore<TextData, TextAnswer>({
  type: 'TEXT',
  version: '1.0.0',
  sdk: '^1.0.0',
  schemaVersion: 1,
  displayName: 'Răspuns liber',
  description: 'Elevul scrie un răspuns în cuvintele lui; profesorul îl citește.',
  allowedLessonTypes: LESSON_TYPES,
  dataSchema: TextDataSchema,
  answerSchema: TextAnswerSchema,
  createDefault: createDefaultText,
  validate: validateText,
  validateAnswer: validateTextAnswer,
  // Nothing is secret: the pupil sees the task and the length bounds.
  redactForLearner: (data: TextData): TextData => ({
    text: data.text,
    minLength: data.minLength,
    maxLength: data.maxLength,
  }),
  secretPaths: [],
  scoreable: false,
  reviewable: true,
  // After submitting, the pupil learns that a teacher will review the answer: nothing is judged here.
  feedback: () => ({ outcome: 'pending-review' }),
  migrations: [],
});

export * from './schema.js';
export { createDefaultText } from './defaults.js';
export { countCharacters, textMessages, validateText, validateTextAnswer } from './validation.js';
