import { LESSON_TYPES, defineSlideCore } from '@platform/slide-sdk';
import { orderingSecretPaths, redactOrderingForLearner } from './redaction.js';
import {
  OrderingAnswerSchema,
  OrderingDataSchema,
  type OrderingAnswer,
  type OrderingData,
  type OrderingLearnerData,
} from './schema.js';
import { orderingScoring } from './scoring.js';
import { validateOrdering, validateOrderingAnswer, validateOrderingLearnerAnswer } from './validation.js';

/** The empty slide an author starts from: two empty items (fails the rules, passes the schema). */
export const createDefaultOrdering = (): OrderingData => ({
  text: '',
  correctOrder: [
    { id: 'item-1', text: '' },
    { id: 'item-2', text: '' },
  ],
  points: 1,
});

/** Framework-free ORDERING handler: put items in order, partial credit by correct neighbours. */
export const orderingCore = defineSlideCore<OrderingData, OrderingAnswer, OrderingLearnerData>({
  type: 'ORDERING',
  version: '1.0.0',
  sdk: '^1.0.0',
  schemaVersion: 1,
  displayName: 'Ordonare',
  description: 'Elevii așază elementele în ordinea corectă (tragere sau tastatură), cu punctaj parțial.',
  allowedLessonTypes: LESSON_TYPES,
  dataSchema: OrderingDataSchema,
  answerSchema: OrderingAnswerSchema,
  createDefault: createDefaultOrdering,
  validate: validateOrdering,
  validateAnswer: validateOrderingAnswer,
  validateLearnerAnswer: validateOrderingLearnerAnswer,
  redactForLearner: redactOrderingForLearner,
  secretPaths: orderingSecretPaths,
  scoreable: true,
  reviewable: false,
  scoring: orderingScoring,
  migrations: [],
});

export * from './schema.js';
export { shuffleItems } from './shuffle.js';
export { correctNeighbourPairs, orderingScoring } from './scoring.js';
export { orderingMessages, validateOrdering, validateOrderingAnswer } from './validation.js';
export { orderingSecretPaths, redactOrderingForLearner } from './redaction.js';
