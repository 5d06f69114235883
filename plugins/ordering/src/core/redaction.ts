import type { OrderingData, OrderingLearnerData } from './schema.js';
import { shuffleItems } from './shuffle.js';

/** `items` lists the correct order: the pupil receives `shuffledItems` instead. */
export const orderingSecretPaths = ['items'] as const;

/** The learner data: the items in a deterministic order that is never the correct one. Pure. */
export function redactOrderingForLearner({ items, ...rest }: OrderingData): OrderingLearnerData {
  return { ...rest, shuffledItems: shuffleItems(items) };
}
