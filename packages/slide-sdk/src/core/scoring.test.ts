import { describe, expect, it } from 'vitest';
import { CHOICE_DATA, CHOICE_V1_DATA, choiceCore } from '../__fixtures__/choice-core.js';
import { defineSlideCore } from './define-slide-core.js';
import { createSlideRegistry } from './registry.js';
import { scoreResolvedAnswer } from './scoring.js';
import type { SlideEnvelope } from './types.js';

const envelope: SlideEnvelope = {
  type: 'CHOICE_DEMO',
  pluginVersion: '1.2.0',
  schemaVersion: 2,
  data: CHOICE_DATA,
};
const info = defineSlideCore({ ...choiceCore, type: 'INFO_DEMO', scoreable: false, scoring: undefined });
const registry = createSlideRegistry([choiceCore, info]);

describe('registry scoring', () => {
  it('scores a correct and a wrong answer from the stored data', () => {
    expect(registry.maxPoints(envelope)).toEqual({ ok: true, maxPoints: 3 });
    expect(registry.score(envelope, { selectedOptionIds: ['a'] })).toEqual({
      ok: true,
      points: 3,
      maxPoints: 3,
    });
    expect(registry.score(envelope, { selectedOptionIds: ['b'] })).toEqual({
      ok: true,
      points: 0,
      maxPoints: 3,
    });
  });

  it('scores legacy data after migrating it', () => {
    const legacy = { type: 'CHOICE_DEMO', pluginVersion: '1.0.0', schemaVersion: 1, data: CHOICE_V1_DATA };
    expect(registry.score(legacy, { selectedOptionIds: ['a'] })).toEqual({
      ok: true,
      points: 1,
      maxPoints: 1,
    });
  });

  it('validates the answer before scoring', () => {
    expect(registry.score(envelope, { selectedOptionIds: [] })).toEqual({
      ok: false,
      issues: [{ path: ['selectedOptionIds'], code: 'required', message: 'Alegeți o variantă' }],
    });
    expect(registry.score(envelope, { picked: 'a' })).toMatchObject({
      ok: false,
      issues: [{ path: ['selectedOptionIds'] }],
    });
  });

  it('gives 0 of 0 for a non-scoreable type', () => {
    const slide = { ...envelope, type: 'INFO_DEMO' };
    expect(registry.maxPoints(slide)).toEqual({ ok: true, maxPoints: 0 });
    expect(registry.score(slide, { selectedOptionIds: ['a'] })).toEqual({
      ok: true,
      points: 0,
      maxPoints: 0,
    });
  });

  it('never scores an unknown or invalid slide as 0', () => {
    expect(registry.score({ ...envelope, type: 'GONE' }, { selectedOptionIds: ['a'] })).toEqual({
      ok: false,
      issues: [
        { path: [], code: 'unknown_type', message: 'Plugin pentru tipul de slide GONE nu a fost găsit' },
      ],
    });
    const invalid = registry.maxPoints({ ...envelope, data: {} });
    expect(invalid.ok).toBe(false);
    if (!invalid.ok)
      expect(invalid.issues[0]).toEqual({ path: [], code: 'slide_invalid', message: 'Slide invalid' });
    const noCorrectOption = {
      ...CHOICE_DATA,
      options: CHOICE_DATA.options.map((option) => ({ ...option, isCorrect: false })),
    };
    expect(
      registry.score({ ...envelope, data: noCorrectOption }, { selectedOptionIds: ['a'] }),
    ).toMatchObject({
      ok: false,
      issues: [{ code: 'slide_invalid' }, { code: 'no_correct_option' }],
    });
  });

  it('refuses points outside 0..max from a faulty plugin', () => {
    const faulty = defineSlideCore({
      ...choiceCore,
      type: 'FAULTY',
      scoring: { maxPoints: () => 1, score: () => 5 },
    });
    expect(
      createSlideRegistry([faulty]).score({ ...envelope, type: 'FAULTY' }, { selectedOptionIds: ['a'] }),
    ).toEqual({
      ok: false,
      issues: [
        { path: [], code: 'score_out_of_range', message: 'Punctajul calculat (5) nu este între 0 și 1' },
      ],
    });
  });
});

describe('scoreResolvedAnswer (a host that keeps slides resolved)', () => {
  const answers = [
    { selectedOptionIds: ['a'] },
    { selectedOptionIds: ['b'] },
    { selectedOptionIds: 'a' },
    undefined,
  ];

  it('gives what registry.score gives, from the resolution and highest points computed once', () => {
    const resolution = registry.resolve(envelope);
    if (resolution.status !== 'ok') throw new Error('the fixture resolves');
    const max = registry.maxPoints(envelope);
    for (const answer of answers)
      expect(scoreResolvedAnswer(resolution.plugin, resolution.data, max, answer)).toEqual(
        registry.score(envelope, answer),
      );
  });

  it('refuses with the highest points’ issues when the slide has none, and out-of-range points', () => {
    const unknown = registry.maxPoints({ ...envelope, type: 'NOPE_DEMO' });
    expect(scoreResolvedAnswer(choiceCore, CHOICE_DATA, unknown, answers[0])).toEqual(unknown);
    const faulty = defineSlideCore({
      ...choiceCore,
      scoring: { maxPoints: () => 3, score: () => 7 },
    });
    expect(scoreResolvedAnswer(faulty, CHOICE_DATA, { ok: true, maxPoints: 3 }, answers[0])).toMatchObject({
      ok: false,
      issues: [{ code: 'score_out_of_range' }],
    });
  });
});
