import type { SlideScoring } from '@platform/slide-sdk';
import type { OrderingAnswer, OrderingData } from './schema.js';

/**
 * Correct neighbours: pairs of consecutive items in the pupil's order that are also consecutive in the
 * correct order. A single misplaced item costs at most two pairs, so partial knowledge earns partial points.
 */
export function correctNeighbourPairs(data: OrderingData, answer: OrderingAnswer): number {
  const position = new Map(data.correctOrder.map((item, index) => [item.id, index]));
  let pairs = 0;
  for (let index = 1; index < answer.order.length; index += 1) {
    const before = position.get(answer.order[index - 1]!);
    const after = position.get(answer.order[index]!);
    if (before !== undefined && after === before + 1) pairs += 1;
  }
  return pairs;
}

/** Whole points, rounded down, so only the fully correct order earns the maximum. */
export const orderingScoring: SlideScoring<OrderingData, OrderingAnswer> = {
  maxPoints: (data) => data.points,
  score(data, answer) {
    const possiblePairs = data.correctOrder.length - 1;
    if (possiblePairs <= 0) return 0;
    return Math.floor((data.points * correctNeighbourPairs(data, answer)) / possiblePairs);
  },
};
