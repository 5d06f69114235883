import { describe, expect, it } from 'vitest';
import { questionV1ToV2 } from './migrations.js';
import { redactQuestionForLearner } from './redaction.js';
import { QuestionDataSchema, type QuestionData } from './schema.js';
import { questionScoring } from './scoring.js';

const multiple: QuestionData = {
  text: 'Ce ducem la colectare?',
  multiple: true,
  options: [
    { id: 'a', text: 'Telefon', isCorrect: true },
    { id: 'b', text: 'Baterie', isCorrect: true },
    { id: 'c', text: 'Măr', isCorrect: false },
  ],
  points: 6,
};
const single: QuestionData = {
  ...multiple,
  multiple: false,
  options: multiple.options.map((o) => ({ ...o, isCorrect: o.id === 'a' })),
};
const score = (data: QuestionData, ids: string[]) => questionScoring.score(data, { selectedOptionIds: ids });

describe('questionScoring', () => {
  it('single choice: full points for the correct option only', () => {
    expect(questionScoring.maxPoints(single)).toBe(6);
    expect(score(single, ['a'])).toBe(6);
    expect(score(single, ['b'])).toBe(0);
    expect(score(single, [])).toBe(0);
    expect(score(single, ['a', 'b'])).toBe(0);
  });

  it('multiple choice is all-or-nothing, order and duplicates do not matter', () => {
    expect(score(multiple, ['b', 'a'])).toBe(6);
    expect(score(multiple, ['a', 'b', 'a'])).toBe(6);
    expect(score(multiple, ['a'])).toBe(0);
    expect(score(multiple, ['a', 'b', 'c'])).toBe(0);
    expect(score(multiple, ['a', 'c'])).toBe(0);
  });

  it('gives 0 when no option is marked correct and handles 0-point questions', () => {
    const noKey = { ...multiple, options: multiple.options.map((o) => ({ ...o, isCorrect: false })) };
    expect(score(noKey, [])).toBe(0);
    expect(score({ ...single, points: 0 }, ['a'])).toBe(0);
    expect(questionScoring.maxPoints({ ...single, points: 0 })).toBe(0);
  });

  it('stays within 0..maxPoints for every subset of options', () => {
    const ids = multiple.options.map((o) => o.id);
    for (let mask = 0; mask < 1 << ids.length; mask += 1) {
      const chosen = ids.filter((_, i) => mask & (1 << i));
      const points = score(multiple, chosen);
      expect(points === 0 || points === questionScoring.maxPoints(multiple)).toBe(true);
    }
  });
});

describe('redactQuestionForLearner', () => {
  it('removes isCorrect and keeps images', () => {
    const data: QuestionData = {
      ...single,
      options: [{ id: 'a', text: '', imageUrl: 'https://x.ro/a.png', isCorrect: true }],
    };
    expect(redactQuestionForLearner(data).options).toEqual([
      { id: 'a', text: '', imageUrl: 'https://x.ro/a.png' },
    ]);
    expect(JSON.stringify(redactQuestionForLearner(multiple))).not.toContain('isCorrect');
  });
});

describe('questionV1ToV2', () => {
  it('turns string options and correctIndex into option objects', () => {
    const v2 = questionV1ToV2.up({ text: 'Q', options: ['x', 'y'], correctIndex: 1, points: 4 });
    expect(v2).toEqual({
      text: 'Q',
      multiple: false,
      options: [
        { id: 'opt-1', text: 'x', isCorrect: false },
        { id: 'opt-2', text: 'y', isCorrect: true },
      ],
      points: 4,
    });
    expect(QuestionDataSchema.safeParse(v2).success).toBe(true);
  });

  it('defaults missing points to 1 and refuses data that is not v1', () => {
    expect((questionV1ToV2.up({ text: 'Q', options: ['x'], correctIndex: 0 }) as QuestionData).points).toBe(
      1,
    );
    expect(() => questionV1ToV2.up({ text: 'Q', options: [{ id: 'a' }] })).toThrow();
  });
});
