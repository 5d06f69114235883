import { describe, expect, it } from 'vitest';
import {
  choiceCore,
  type ChoiceAnswer,
  type ChoiceData,
  type ChoiceLearnerData,
} from '../__fixtures__/choice-core.js';
import { choiceFixtures } from '../__fixtures__/choice-fixtures.js';
import { choicePlugin } from '../__fixtures__/choice-plugin.js';
import { defineSlideCore } from '../core/define-slide-core.js';
import { defineSlidePlugin } from '../core/define-slide-plugin.js';
import type { SlideCoreDefinition, SlideFixtures, SlideUiDefinition } from '../core/types.js';
import { createCoreContractChecks } from './core-checks.js';
import { createUiContractChecks } from './ui-checks.js';

type Def = SlideCoreDefinition<ChoiceData, ChoiceAnswer, ChoiceLearnerData>;
type Ui = SlideUiDefinition<ChoiceData, ChoiceAnswer, ChoiceLearnerData>;
type Fixtures = SlideFixtures<ChoiceData, ChoiceAnswer>;

function brokenPlugin(core: Partial<Def> = {}, ui: Partial<Ui> = {}) {
  const { kind: _kind, core: _core, ...rest } = choicePlugin;
  return defineSlidePlugin(
    defineSlideCore<ChoiceData, ChoiceAnswer, ChoiceLearnerData>({ ...(rest as unknown as Def), ...core }),
    {
      Editor: choicePlugin.Editor,
      View: choicePlugin.View,
      Review: choicePlugin.Review,
      icon: choicePlugin.icon,
      ...ui,
    },
  );
}

/** Runs the named check of the kit and returns its failure message (undefined when it passed). */
async function failureOf(
  check: string,
  plugin = choicePlugin,
  fixtures: Fixtures = choiceFixtures,
): Promise<string | undefined> {
  const anyPlugin = plugin as never;
  const checks = [
    ...createCoreContractChecks(plugin.core as never, fixtures as never),
    ...createUiContractChecks(anyPlugin, fixtures as never),
  ];
  const found = checks.find((candidate) => candidate.name === check);
  if (!found) throw new Error(`No check named ${check}`);
  try {
    await found.run();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const Throws = () => {
  throw new Error('boom');
};

describe('the contract kit fails broken plugins', () => {
  it('passes every check of the correct example plugin', async () => {
    const checks = [
      ...createCoreContractChecks(choiceCore as never, choiceFixtures as never),
      ...createUiContractChecks(choicePlugin as never, choiceFixtures as never),
    ];
    for (const check of checks) expect(await failureOf(check.name), check.name).toBeUndefined();
  });

  it('a plugin the registry refuses', async () => {
    expect(await failureOf('the registry accepts the plugin', brokenPlugin({ version: '1.0' }))).toContain(
      'nu este de forma X.Y.Z',
    );
  });

  it('defaults that fail the schema', async () => {
    const plugin = brokenPlugin({ createDefault: () => ({ text: 1 }) as never });
    expect(await failureOf('createDefault() passes dataSchema', plugin)).toContain(
      'createDefault() fails dataSchema',
    );
  });

  it('a data fixture that does not validate, and no data at all', async () => {
    const badData = {
      ...choiceFixtures,
      data: [{ name: 'rea', data: { ...choiceFixtures.data[0]!.data, text: '' } }],
    };
    expect(await failureOf('every data fixture validates', choicePlugin, badData)).toContain(
      'rea: text: Textul întrebării este obligatoriu',
    );
    expect(
      await failureOf('every data fixture validates', choicePlugin, { ...choiceFixtures, data: [] }),
    ).toContain('fixtures.data is empty');
  });

  it('an invalid fixture that validates, and none at all', async () => {
    const fixtures = {
      ...choiceFixtures,
      invalidData: [{ name: 'de-fapt-buna', data: choiceFixtures.data[0]!.data }],
    };
    expect(await failureOf('every invalid fixture fails validation', choicePlugin, fixtures)).toContain(
      'de-fapt-buna validates but should not',
    );
    expect(
      await failureOf('every invalid fixture fails validation', choicePlugin, {
        ...choiceFixtures,
        invalidData: [],
      }),
    ).toContain('is empty');
  });

  it('a past schema version without a fixture, or one that does not migrate', async () => {
    const check = 'every past schema version has a legacy fixture that migrates and validates';
    expect(await failureOf(check, choicePlugin, { ...choiceFixtures, legacyData: [] })).toContain(
      'no legacy fixture for schema version 1',
    );
    const badLegacy = {
      ...choiceFixtures,
      legacyData: [{ name: 'stricat', schemaVersion: 1, data: { foo: 1 } }],
    };
    expect(await failureOf(check, choicePlugin, badLegacy)).toContain('stricat: failed at 1');
  });

  it('an answer fixture that fails validateAnswer or names no data', async () => {
    const answers = [
      { name: 'gol', dataName: 'baterii', answer: { selectedOptionIds: [] } },
      { name: 'orfan', dataName: 'nu-exista', answer: { selectedOptionIds: ['a'] } },
    ];
    const message = await failureOf('every fixture answer passes validateAnswer', choicePlugin, {
      ...choiceFixtures,
      answers,
    });
    expect(message).toContain('gol: selectedOptionIds: Alegeți o variantă');
    expect(message).toContain('orfan: no data fixture named "nu-exista"');
  });

  it('scoring that is not deterministic, out of range, or contradicts the fixtures', async () => {
    const check = 'scoring is deterministic, bounded and matches the fixtures';
    let calls = 0;
    const random = brokenPlugin({
      scoring: { maxPoints: (data) => data.points, score: () => (calls++ % 2 === 0 ? 0 : 1) },
    });
    expect(await failureOf(check, random)).toContain('scoring is not deterministic');
    const tooMany = brokenPlugin({ scoring: { maxPoints: () => 1, score: () => 2 } });
    expect(await failureOf(check, tooMany)).toContain('2 points is outside 0..1');
    const stingy = brokenPlugin({ scoring: { maxPoints: (data) => data.points, score: () => 0 } });
    expect(await failureOf(check, stingy)).toContain('corect: a correct answer scores 0, not the maximum 3');
    const generous = brokenPlugin({
      scoring: { maxPoints: (data) => data.points, score: (data) => data.points },
    });
    expect(await failureOf(check, generous)).toContain('gresit: scores 3, expected 0');
    const noCorrect = {
      ...choiceFixtures,
      answers: choiceFixtures.answers.filter((answer) => !answer.isCorrect),
    };
    expect(await failureOf(check, choicePlugin, noCorrect)).toContain(
      'needs an answer fixture with isCorrect: true',
    );
  });

  it('redaction that leaks, mutates its input or names a path that does not exist', async () => {
    const check = 'redactForLearner removes every secret path and is pure';
    const leaky = brokenPlugin({ redactForLearner: (data) => data });
    expect(await failureOf(check, leaky)).toContain(
      'baterii: learner data still contains options.0.isCorrect, options.1.isCorrect',
    );
    const mutating = brokenPlugin({
      redactForLearner(data) {
        for (const option of data.options)
          delete (option as Partial<(typeof data.options)[number]>).isCorrect;
        return data;
      },
    });
    const fixtures = structuredClone(choiceFixtures) as Fixtures;
    expect(await failureOf(check, mutating, fixtures)).toContain(
      'baterii: redactForLearner changed its input',
    );
    const typo = brokenPlugin({ secretPaths: ['options.*.isCorect'] });
    expect(await failureOf(check, typo)).toContain('secret path "options.*.isCorect" matches nothing');
  });

  it('markdown paths that match a value that is not a string, or no text in any fixture', async () => {
    const check =
      'markdown paths (when given) hold strings in the learner data and each finds text in a fixture';
    expect(
      await failureOf(check, brokenPlugin({ markdownPaths: ['text', 'options.*.text'] })),
    ).toBeUndefined();
    const notText = brokenPlugin({ markdownPaths: ['text', 'points'] });
    expect(await failureOf(check, notText)).toContain(
      'Markdown paths of CHOICE_DEMO@1.2.0:\n  - baterii: learner data at points (markdown path "points") is 3, not a string',
    );
    const typo = brokenPlugin({ markdownPaths: ['options.*.txt'] });
    expect(await failureOf(check, typo)).toContain(
      'markdown path "options.*.txt" matches no non-empty string in the learner data of any data fixture',
    );
    // Learner data, not stored data: a path that redactForLearner removes finds nothing.
    const redacted = brokenPlugin({ markdownPaths: ['options.*.isCorrect'] });
    const message = await failureOf(check, redacted);
    expect(message).toContain('markdown path "options.*.isCorrect" matches no non-empty string');
    expect(message).not.toContain('not a string');
  });

  it('an Editor, View or Review that throws', async () => {
    expect(
      await failureOf('Editor renders every data and invalid fixture', brokenPlugin({}, { Editor: Throws })),
    ).toContain('baterii: boom');
    const ViewThrowingInReview: Ui['View'] = (props) => {
      if (props.mode === 'review') throw new Error('no review');
      return <choicePlugin.View {...props} />;
    };
    const message = await failureOf(
      'View renders every data fixture in complete, preview and review modes',
      brokenPlugin({}, { View: ViewThrowingInReview }),
    );
    expect(message).toContain('baterii (review): no review');
    expect(message).not.toContain('(preview)');
    expect(await failureOf('Review renders every answer', brokenPlugin({}, { Review: Throws }))).toContain(
      'corect: boom',
    );
  });

  it('feedback that is invalid, impure, contradicts the score or is readable before submission', async () => {
    const check = 'feedback (when given) is valid, pure, matches the score and is not in the learner data';
    const invalid = brokenPlugin({ feedback: () => ({ outcome: 'maybe' }) as never });
    expect(await failureOf(check, invalid)).toContain('corect: feedback output fails SlideFeedbackSchema');
    const leaking = brokenPlugin({
      feedback: (data) => ({ outcome: 'correct', answerKey: data.options }) as never,
    });
    expect(await failureOf(check, leaking)).toContain('fails SlideFeedbackSchema');
    let calls = 0;
    const random = brokenPlugin({
      feedback: () => ({ outcome: calls++ % 2 === 0 ? 'correct' : 'incorrect' }),
    });
    expect(await failureOf(check, random)).toContain('feedback is not deterministic');
    const mutating = brokenPlugin({
      feedback(data, answer) {
        answer.selectedOptionIds.push('z');
        return { outcome: data.points > 100 ? 'correct' : 'incorrect' };
      },
    });
    const fixtures = structuredClone(choiceFixtures) as Fixtures;
    expect(await failureOf(check, mutating, fixtures)).toContain('corect: feedback changed its input');
    const optimistic = brokenPlugin({ feedback: () => ({ outcome: 'correct' }) });
    const wrongAnswer = {
      ...choiceFixtures,
      answers: [
        { name: 'gresit', dataName: 'baterii', answer: { selectedOptionIds: ['b'] }, isCorrect: false },
      ],
    };
    expect(await failureOf(check, optimistic, wrongAnswer)).toContain(
      'gresit: a wrong answer gets the outcome correct',
    );
    const pessimistic = brokenPlugin({ feedback: () => ({ outcome: 'incorrect' }) });
    expect(await failureOf(check, pessimistic)).toContain(
      'corect: a correct answer gets the outcome incorrect',
    );
    // An "explanation" the pupil can already read in the learner data is a secret leaked before submission.
    const early = brokenPlugin({
      feedback: (data, answer) => ({
        outcome: answer.selectedOptionIds.includes('a') ? 'correct' : 'incorrect',
        explanation: data.text,
      }),
    });
    expect(await failureOf(check, early)).toContain(
      'the learner data before submission already contains the feedback explanation',
    );
  });

  it('a View that shows the feedback explanation before submission', async () => {
    const explained = { outcome: 'incorrect' as const, explanation: 'Bateriile merg la colectare.' };
    const Eager: Ui['View'] = (props) => (
      <>
        <choicePlugin.View {...props} />
        <p>{explained.explanation}</p>
      </>
    );
    const plugin = brokenPlugin({ feedback: () => explained }, { View: Eager });
    expect(
      await failureOf(
        'View shows feedback only after submission (review mode), with no axe violations',
        plugin,
      ),
    ).toContain('corect: the explanation is shown before submission');
  });

  it('a plugin built on SDK 1.0 (no feedback) skips the feedback checks and still passes', async () => {
    const { feedback: _feedback, ...withoutFeedback } = choiceCore;
    const oldPlugin = brokenPlugin({ ...(withoutFeedback as Partial<Def>), feedback: undefined });
    expect(oldPlugin.core.feedback).toBeUndefined();
    const checks = [
      ...createCoreContractChecks(oldPlugin.core as never, choiceFixtures as never),
      ...createUiContractChecks(oldPlugin as never, choiceFixtures as never),
    ];
    expect(checks.map((check) => check.name)).not.toContain(
      'View shows feedback only after submission (review mode), with no axe violations',
    );
    for (const check of checks) expect(await failureOf(check.name, oldPlugin), check.name).toBeUndefined();
  });

  it('an Editor with an unlabelled input (axe)', async () => {
    const Unlabelled: Ui['Editor'] = () => <input type="text" />;
    expect(
      await failureOf('Editor and View have no axe violations', brokenPlugin({}, { Editor: Unlabelled })),
    ).toMatch(/Editor baterii: label: /);
  });
});
