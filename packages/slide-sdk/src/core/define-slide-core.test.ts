import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHOICE_DATA, choiceCore } from '../__fixtures__/choice-core.js';
import { defineSlideCore } from './define-slide-core.js';
import { defineSlidePlugin } from './define-slide-plugin.js';
import { toSlideIssues } from './issues.js';

describe('defineSlideCore', () => {
  it('normalizes validation, migrations and kind', () => {
    expect(choiceCore.kind).toBe('slide-core');
    expect(choiceCore.validate(CHOICE_DATA)).toEqual([]);
    expect(choiceCore.validate({ ...CHOICE_DATA, points: 0 })).toEqual([
      { path: ['points'], code: 'too_small', message: 'Punctajul trebuie să fie cel puțin 1' },
    ]);
    expect(choiceCore.validate({ ...CHOICE_DATA, text: ' ' })).toEqual([
      { path: ['text'], code: 'required', message: 'Textul întrebării este obligatoriu' },
    ]);
  });

  it('checks data shape, answer shape and answer rules in that order', () => {
    expect(choiceCore.validateAnswer({}, { selectedOptionIds: ['a'] })).toEqual([
      { path: [], code: 'slide_invalid', message: 'Slide invalid' },
    ]);
    expect(choiceCore.validateAnswer(CHOICE_DATA, {})[0]?.path).toEqual(['selectedOptionIds']);
    expect(choiceCore.validateAnswer(CHOICE_DATA, { selectedOptionIds: ['z'] })).toEqual([
      { path: ['selectedOptionIds'], code: 'unknown_option', message: 'Varianta z nu există' },
    ]);
    expect(choiceCore.validateAnswer(CHOICE_DATA, { selectedOptionIds: ['a'] })).toEqual([]);
  });

  it('defaults migrations and does not throw on bad metadata', () => {
    const core = defineSlideCore({ ...choiceCore, type: 'bad type', version: 'x', migrations: undefined });
    expect(core.migrations).toEqual([]);
    expect(core.type).toBe('bad type');
  });

  it('defaults markdownPaths to [] and keeps declared ones', () => {
    expect(defineSlideCore({ ...choiceCore, markdownPaths: undefined }).markdownPaths).toEqual([]);
    expect(defineSlideCore({ ...choiceCore, markdownPaths: ['options.*.text'] }).markdownPaths).toEqual([
      'options.*.text',
    ]);
    // Bad values are kept for the registry to refuse, like the rest of the metadata.
    expect(defineSlideCore({ ...choiceCore, markdownPaths: 'text' as never }).markdownPaths).toBe('text');
  });
});

describe('defineSlidePlugin', () => {
  it('gives every plugin one shape: core members, UI members, core and kind', () => {
    const Editor = () => null;
    const plugin = defineSlidePlugin(choiceCore, { Editor, View: () => null, icon: () => null });
    expect(plugin.kind).toBe('slide-plugin');
    expect(plugin.core).toBe(choiceCore);
    expect(plugin.Editor).toBe(Editor);
    expect(plugin.type).toBe('CHOICE_DEMO');
    expect(plugin.validate).toBe(choiceCore.validate);
  });
});

describe('toSlideIssues', () => {
  it('maps zod issues to path, code and message', () => {
    const result = z
      .object({ items: z.array(z.string().min(2, 'Prea scurt')) })
      .safeParse({ items: ['ok', 'x'] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toSlideIssues(result.error)).toEqual([
        { path: ['items', 1], code: 'too_small', message: 'Prea scurt' },
      ]);
  });
});

describe('validateLearnerAnswer', () => {
  const secretCore = defineSlideCore<{ ids: string[]; correct: string }, { id: string }, { ids: string[] }>({
    type: 'PICK',
    version: '1.0.0',
    sdk: '^1.0.0',
    schemaVersion: 1,
    displayName: 'Alegere',
    allowedLessonTypes: ['LESSON'],
    dataSchema: z.object({ ids: z.array(z.string()), correct: z.string() }),
    answerSchema: z.object({ id: z.string() }),
    createDefault: () => ({ ids: ['a'], correct: 'a' }),
    validateAnswer: (data, answer) =>
      data.ids.includes(answer.id) ? [] : [{ path: ['id'], code: 'unknown', message: 'Opțiune necunoscută' }],
    validateLearnerAnswer: (data, answer) =>
      data.ids.includes(answer.id) ? [] : [{ path: ['id'], code: 'unknown', message: 'Opțiune necunoscută' }],
    redactForLearner: ({ ids }) => ({ ids }),
    secretPaths: ['correct'],
    scoreable: false,
  });

  it('checks an answer against redacted data with the learner rules', () => {
    expect(secretCore.validateLearnerAnswer({ ids: ['a'] }, { id: 'a' })).toEqual([]);
    expect(secretCore.validateLearnerAnswer({ ids: ['a'] }, { id: 'b' })[0]?.message).toBe(
      'Opțiune necunoscută',
    );
    // The full check refuses redacted data: it lacks the secret field.
    expect(secretCore.validateAnswer({ ids: ['a'] }, { id: 'a' })[0]?.message).toBe('Slide invalid');
  });

  it('still checks the answer shape', () => {
    expect(secretCore.validateLearnerAnswer({ ids: ['a'] }, { id: 3 })).not.toEqual([]);
  });
});
