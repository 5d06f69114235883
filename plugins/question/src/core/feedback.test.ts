import { describe, expect, it } from 'vitest';
import { questionFeedback } from './feedback.js';
import { questionV2ToV3 } from './migrations.js';
import { redactQuestionForLearner } from './redaction.js';
import { QuestionDataSchema, QuestionLearnerDataSchema, type QuestionData } from './schema.js';

const data: QuestionData = {
  text: 'Unde ducem bateriile?',
  multiple: false,
  options: [
    { id: 'a', text: 'La gunoi', isCorrect: false },
    { id: 'b', text: 'La colectare', isCorrect: true },
  ],
  points: 2,
  explanation: 'Bateriile poluează solul.',
};

describe('questionFeedback', () => {
  it('a wrong answer: the chosen option is wrong, the correct one is named, with the explanation', () => {
    expect(questionFeedback(data, { selectedOptionIds: ['a'] })).toEqual({
      outcome: 'incorrect',
      items: [
        { id: 'a', chosen: true, correct: false },
        { id: 'b', chosen: false, correct: true },
      ],
      explanation: 'Bateriile poluează solul.',
    });
  });

  it('a right answer is correct; a blank explanation is left out', () => {
    const feedback = questionFeedback({ ...data, explanation: '  ' }, { selectedOptionIds: ['b'] });
    expect(feedback.outcome).toBe('correct');
    expect(feedback).not.toHaveProperty('explanation');
  });
});

describe('explanation is a secret before submission', () => {
  it('redaction drops it and the learner schema has no such field', () => {
    const learner = redactQuestionForLearner(data);
    expect(learner).not.toHaveProperty('explanation');
    expect(JSON.stringify(learner)).not.toContain('poluează');
    expect(QuestionLearnerDataSchema.shape).not.toHaveProperty('explanation');
  });
});

describe('questionV2ToV3', () => {
  it('keeps version 2 data (no explanation) and refuses other shapes', () => {
    const v2 = {
      text: 'Q',
      multiple: true,
      options: [{ id: 'x', text: 'X', imageUrl: 'https://x.ro/x.png', isCorrect: true }],
      points: 3,
    };
    const v3 = questionV2ToV3.up(v2);
    expect(v3).toEqual(v2);
    expect(QuestionDataSchema.safeParse(v3).success).toBe(true);
    expect(() => questionV2ToV3.up({ text: 'Q', options: ['x'], correctIndex: 0 })).toThrow();
  });
});
