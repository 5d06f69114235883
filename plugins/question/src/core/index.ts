import { LESSON_TYPES, defineSlideCore } from '@platform/slide-sdk';
import { createDefaultQuestion } from './defaults.js';
import { questionFeedback } from './feedback.js';
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
  schemaVersion: 3,
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
  feedback: questionFeedback,
  migrations: questionMigrations,
});

export * from './schema.js';
export { createDefaultQuestion, createQuestionOption } from './defaults.js';
export { questionMessages, validateQuestion, validateQuestionAnswer } from './validation.js';
export { questionSecretPaths, redactQuestionForLearner } from './redaction.js';
export { correctOptionIds, isQuestionAnswerCorrect, questionScoring } from './scoring.js';
export { questionFeedback } from './feedback.js';
export {
  QuestionDataV1Schema,
  QuestionDataV2Schema,
  questionMigrations,
  questionV1ToV2,
  questionV2ToV3,
  type QuestionDataV1,
  type QuestionDataV2,
} from './migrations.js';
