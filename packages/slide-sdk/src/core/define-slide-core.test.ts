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
