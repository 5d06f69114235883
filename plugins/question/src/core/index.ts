import { LESSON_TYPES, defineSlideCore } from '@platform/slide-sdk';
import { createDefaultQuestion } from './defaults.js';
import { questionMigrations } from './migrations.js';
import { questionSecretPaths, redactQuestionForLearner } from './redaction.js';
import {
  QuestionAnswerSchema,
  QuestionDataSchema,
  type QuestionAnswer,
  type QuestionData,
  type QuestionLearnerData,
} from './schema.js';
import { questionScoring } from './scoring.js';
import { validateQuestion, validateQuestionAnswer } from './validation.js';

/** Framework-free QUESTION handler: single or multiple choice, all-or-nothing scoring. Safe on the server. */
export const questionCore = defineSlideCore<QuestionData, QuestionAnswer, QuestionLearnerData>({
  type: 'QUESTION',
  version: '1.0.0',
  sdk: '^1.0.0',
  schemaVersion: 2,
  displayName: 'Întrebare',
  description: 'Întrebare cu unul sau mai multe răspunsuri corecte, cu text sau imagini.',
  allowedLessonTypes: LESSON_TYPES,
  dataSchema: QuestionDataSchema,
  answerSchema: QuestionAnswerSchema,
  createDefault: createDefaultQuestion,
  validate: validateQuestion,
  validateAnswer: validateQuestionAnswer,
  validateLearnerAnswer: validateQuestionAnswer,
  redactForLearner: redactQuestionForLearner,
  secretPaths: questionSecretPaths,
  scoring: questionScoring,
  scoreable: true,
  reviewable: false,
  migrations: questionMigrations,
});

export * from './schema.js';
export { createDefaultQuestion, createQuestionOption } from './defaults.js';
export { questionMessages, validateQuestion, validateQuestionAnswer } from './validation.js';
export { questionSecretPaths, redactQuestionForLearner } from './redaction.js';
export { correctOptionIds, isQuestionAnswerCorrect, questionScoring } from './scoring.js';
export {
  QuestionDataV1Schema,
  questionMigrations,
  questionV1ToV2,
  type QuestionDataV1,
} from './migrations.js';
