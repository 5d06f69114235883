import { orderingFixtures } from '../fixtures.js';
import { orderingCore } from './index.js';
import { shuffleItems } from './shuffle.js';

const itemsOf = (count: number, prefix = 'i') =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${index + 1}`,
    text: `Elementul ${index + 1}`,
  }));

describe('the learner order of ORDERING', () => {
  it('is a permutation of the items that never equals the correct order', () => {
    for (let count = 2; count <= 10; count += 1) {
      for (const prefix of ['i', 'item-', 'x', 'b']) {
        const items = itemsOf(count, prefix);
        const shuffled = shuffleItems(items);
        expect([...shuffled].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...items].sort((a, b) => a.id.localeCompare(b.id)),
        );
        expect(shuffled.map((item) => item.id)).not.toEqual(items.map((item) => item.id));
      }
    }
  });

  it('is deterministic: every pupil and every request gets the same order', () => {
    const items = itemsOf(7);
    expect(shuffleItems(items)).toEqual(shuffleItems(structuredClone(items)));
  });

  it('is what the learner data holds, for every fixture', () => {
    for (const { name, data } of orderingFixtures.data) {
      const learner = orderingCore.redactForLearner(data);
      expect(learner, name).not.toHaveProperty('correctOrder');
      expect(
        learner.items.map((item) => item.id),
        name,
      ).not.toEqual(data.correctOrder.map((item) => item.id));
      expect(learner.items, name).toEqual(shuffleItems(data.correctOrder));
    }
  });
});
