import { describe, expect, it } from 'vitest';
import { choiceCore, CHOICE_DATA } from '../__fixtures__/choice-core.js';
import { slideFeedbackOf } from './feedback.js';

describe('slideFeedbackOf', () => {
  it('runs the core feedback on parsed data and answer and checks the output', () => {
    expect(slideFeedbackOf(choiceCore, CHOICE_DATA, { selectedOptionIds: ['b'] })).toEqual({
      ok: true,
      feedback: {
        outcome: 'incorrect',
        items: [
          { id: 'a', chosen: false, correct: true },
          { id: 'b', chosen: true, correct: false },
        ],
      },
    });
  });

  it('gives null for a core built on SDK 1.0 (no feedback) and for a core with nothing to say', () => {
    const { feedback: _feedback, ...oldCore } = choiceCore;
    expect(slideFeedbackOf(oldCore, CHOICE_DATA, { selectedOptionIds: ['a'] })).toEqual({
      ok: true,
      feedback: null,
    });
    expect(
      slideFeedbackOf({ ...choiceCore, feedback: () => null }, CHOICE_DATA, { selectedOptionIds: ['a'] }),
    ).toEqual({ ok: true, feedback: null });
  });

  it('never throws: bad data, bad answer, a throwing plugin or output outside the strict schema give ok: false', () => {
    const answer = { selectedOptionIds: ['a'] };
    expect(slideFeedbackOf(choiceCore, { text: 1 }, answer)).toMatchObject({ ok: false });
    expect(slideFeedbackOf(choiceCore, CHOICE_DATA, { selectedOptionIds: 'a' })).toMatchObject({ ok: false });
    const throwing = {
      ...choiceCore,
      feedback: () => {
        throw new Error('boom');
      },
    };
    expect(slideFeedbackOf(throwing, CHOICE_DATA, answer)).toEqual({
      ok: false,
      reason: 'feedback threw: boom',
    });
    const leaking = { ...choiceCore, feedback: () => ({ outcome: 'correct', isCorrect: true }) };
    expect(slideFeedbackOf(leaking, CHOICE_DATA, answer)).toMatchObject({ ok: false });
  });
});
