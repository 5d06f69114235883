import { orderingCore } from './index.js';
import { correctNeighbourPairs } from './scoring.js';

const data = {
  text: 'Ordonează',
  correctOrder: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id.toUpperCase() })),
  points: 6,
};

describe('ORDERING scoring', () => {
  it('counts pairs of neighbours kept from the correct order', () => {
    expect(correctNeighbourPairs(data, { order: ['a', 'b', 'c', 'd'] })).toBe(3);
    expect(correctNeighbourPairs(data, { order: ['c', 'd', 'a', 'b'] })).toBe(2);
    expect(correctNeighbourPairs(data, { order: ['d', 'c', 'b', 'a'] })).toBe(0);
  });

  it('gives partial credit rounded down and the maximum only for the correct order', () => {
    const score = (order: string[]) => orderingCore.scoring!.score(data, { order });
    expect(score(['a', 'b', 'c', 'd'])).toBe(6);
    expect(score(['c', 'd', 'a', 'b'])).toBe(4);
    expect(score(['a', 'b', 'd', 'c'])).toBe(2);
    expect(score(['b', 'a', 'd', 'c'])).toBe(0);
  });

  it('refuses answers that do not place every item exactly once', () => {
    const messages = (order: string[]) =>
      orderingCore.validateAnswer(data, { order }).map((issue) => issue.message);
    expect(messages(['a', 'b', 'c'])).toEqual(['Așezați toate elementele în ordine']);
    expect(messages(['a', 'a', 'c', 'd'])).toEqual(['Așezați toate elementele în ordine']);
    expect(messages(['a', 'b', 'c', 'z'])).toEqual(['Așezați toate elementele în ordine']);
    expect(messages(['d', 'c', 'b', 'a'])).toEqual([]);
  });
});
