import type { OrderingData, OrderingLearnerData } from './schema.js';
import { shuffleItems } from './shuffle.js';

/** `correctOrder` is the answer key: the pupil receives the same items, mixed, as `items`. */
export const orderingSecretPaths = ['correctOrder'] as const;

/** The learner data: the items in a deterministic order that is never the correct one. Pure. */
export function redactOrderingForLearner({ correctOrder, ...rest }: OrderingData): OrderingLearnerData {
  return { ...rest, items: shuffleItems(correctOrder) };
}
