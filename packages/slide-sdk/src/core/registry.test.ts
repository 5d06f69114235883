import { describe, expect, it } from 'vitest';
import { CHOICE_DATA, CHOICE_V1_DATA, choiceCore } from '../__fixtures__/choice-core.js';
import { defineSlideCore } from './define-slide-core.js';
import { createSlideRegistry } from './registry.js';
import { SlidePluginNotFoundError, SlideRegistryError } from './registry-error.js';
import type { AnySlideCore } from './any-plugin.js';
import type { SlideEnvelope } from './types.js';

const variant = (overrides: Partial<AnySlideCore>) => ({ ...choiceCore, ...overrides }) as typeof choiceCore;

function problemsOf(plugins: readonly AnySlideCore[], sdkVersion?: string): readonly string[] {
  try {
    createSlideRegistry(plugins, { sdkVersion });
  } catch (error) {
    expect(error).toBeInstanceOf(SlideRegistryError);
    return (error as SlideRegistryError).problems;
  }
  throw new Error('The registry accepted the plugins');
}

describe('createSlideRegistry refusals', () => {
  it('accepts a correct plugin', () => {
    expect(createSlideRegistry([choiceCore]).list()).toEqual([choiceCore]);
  });

  it.each(['1.0', '1.0.0-beta.1', '1.0.0+build', 'v1.0.0', '01.0.0', ''])('refuses version %j', (version) => {
    expect(problemsOf([variant({ version })])).toEqual([
      `CHOICE_DEMO@${version}: versiunea "${version}" nu este de forma X.Y.Z`,
    ]);
  });

  it.each(['question', 'Question', '1QUESTION', 'QUE-STION', ''])('refuses type %j', (type) => {
    expect(problemsOf([variant({ type })])).toEqual([
      `${type}@1.2.0: tipul "${type}" trebuie să fie cu majuscule (^[A-Z][A-Z0-9_]*$)`,
    ]);
  });

  it('refuses an sdk range that does not accept the host version, in the documented words', () => {
    const question = variant({ type: 'QUESTION', version: '2.1.0', sdk: '^1.4' });
    expect(problemsOf([question], '1.3.2')).toEqual(['QUESTION@2.1.0 cere slide-sdk ^1.4, gazda are 1.3.2']);
  });

  it('refuses an sdk value that is not a range', () => {
    expect(problemsOf([variant({ sdk: 'latest' })])).toEqual([
      'CHOICE_DEMO@1.2.0: intervalul sdk "latest" nu este un interval semver valid',
    ]);
  });

  it('refuses a scoreable plugin without scoring functions', () => {
    expect(problemsOf([variant({ scoring: undefined })])).toEqual([
      'CHOICE_DEMO@1.2.0 este punctabil (scoreable) dar nu are funcțiile de punctare scoring.maxPoints și scoring.score',
    ]);
  });

  it('refuses a duplicated type', () => {
    expect(problemsOf([choiceCore, variant({ version: '1.3.0' })])).toEqual([
      'Tipul de slide CHOICE_DEMO este înregistrat de două ori (CHOICE_DEMO@1.2.0 și CHOICE_DEMO@1.3.0)',
    ]);
  });

  it.each([0, 1.5, -1, Number.NaN])('refuses schemaVersion %s', (schemaVersion) => {
    expect(problemsOf([variant({ schemaVersion })])).toEqual([
      `CHOICE_DEMO@1.2.0: schemaVersion trebuie să fie un număr întreg >= 1 (are ${schemaVersion})`,
    ]);
  });

  it('refuses a migration chain with a gap or a missing step', () => {
    const step = (fromVersion: number) => ({ fromVersion, description: 'x', up: (data: unknown) => data });
    expect(problemsOf([variant({ schemaVersion: 3, migrations: [step(1), step(3)] })])).toEqual([
      'CHOICE_DEMO@1.2.0: migrațiile trebuie să fie lanțul continuu fromVersion 1..2 pentru schemaVersion 3 (are [1, 3])',
    ]);
    expect(problemsOf([variant({ schemaVersion: 3 })])).toEqual([
      'CHOICE_DEMO@1.2.0: migrațiile trebuie să fie lanțul continuu fromVersion 1..2 pentru schemaVersion 3 (are [1])',
    ]);
  });

  it('refuses unknown lesson types', () => {
    expect(problemsOf([variant({ allowedLessonTypes: ['LESSON', 'EXAM' as never] })])).toEqual([
      'CHOICE_DEMO@1.2.0: allowedLessonTypes conține tipuri de lecție necunoscute (EXAM); permise: LESSON, HOMEWORK, PRACTICAL_ACTIVITY, MONTHLY_CHALLENGE, DAILY_CHALLENGE',
    ]);
  });

  it.each([['text'], [['text', '']], [[1]], [null]])('refuses markdownPaths %j', (markdownPaths) => {
    expect(problemsOf([variant({ markdownPaths: markdownPaths as never })])).toEqual([
      'CHOICE_DEMO@1.2.0: markdownPaths trebuie să fie o listă de căi, fiecare un text nevid',
    ]);
  });

  it('accepts markdown paths', () => {
    expect(() => createSlideRegistry([variant({ markdownPaths: ['text', 'options.*.text'] })])).not.toThrow();
  });

  it('lists every problem of every plugin in one error message', () => {
    const broken = variant({ type: 'bad', version: '1', scoring: undefined });
    const error = (() => {
      try {
        createSlideRegistry([broken, variant({ type: 'OTHER', sdk: '^9.0.0' })]);
      } catch (thrown) {
        return thrown as SlideRegistryError;
      }
    })();
    expect(error?.problems).toHaveLength(4);
    expect(error?.message).toBe(
      [
        'Registrul de slide-uri a refuzat pluginurile:',
        '- bad@1: tipul "bad" trebuie să fie cu majuscule (^[A-Z][A-Z0-9_]*$)',
        '- bad@1: versiunea "1" nu este de forma X.Y.Z',
        '- bad@1 este punctabil (scoreable) dar nu are funcțiile de punctare scoring.maxPoints și scoring.score',
        '- OTHER@1.2.0 cere slide-sdk ^9.0.0, gazda are 1.0.0',
      ].join('\n'),
    );
  });
});

describe('registry lookups', () => {
  const info = defineSlideCore({
    ...choiceCore,
    type: 'INFO_DEMO',
    scoreable: false,
    scoring: undefined,
    schemaVersion: 1,
    migrations: [],
    allowedLessonTypes: ['LESSON', 'DAILY_CHALLENGE'],
  });
  const registry = createSlideRegistry([choiceCore, info]);

  it('finds plugins by type and lesson type', () => {
    expect(registry.sdkVersion).toBe('1.0.0');
    expect(registry.get('CHOICE_DEMO')).toBe(choiceCore);
    expect(registry.has('NOPE')).toBe(false);
    expect(registry.forLessonType('DAILY_CHALLENGE')).toEqual([info]);
    expect(registry.forLessonType('LESSON')).toEqual([choiceCore, info]);
  });

  it('require throws the specified message for an unknown type', () => {
    expect(() => registry.require('NOPE')).toThrow(
      new SlidePluginNotFoundError('NOPE', 'Plugin pentru tipul de slide NOPE nu a fost găsit'),
    );
    expect(() => registry.require('NOPE')).toThrow('Plugin pentru tipul de slide NOPE nu a fost găsit');
  });

  it('creates a slide with default data and current versions', () => {
    expect(registry.createSlide('CHOICE_DEMO')).toEqual({
      type: 'CHOICE_DEMO',
      pluginVersion: '1.2.0',
      schemaVersion: 2,
      data: { text: '', options: [], points: 1 },
    });
  });
});

const current: SlideEnvelope = {
  type: 'CHOICE_DEMO',
  pluginVersion: '1.2.0',
  schemaVersion: 2,
  data: CHOICE_DATA,
};
const legacy: SlideEnvelope = {
  type: 'CHOICE_DEMO',
  pluginVersion: '1.0.0',
  schemaVersion: 1,
  data: CHOICE_V1_DATA,
};

describe('registry.resolve', () => {
  const registry = createSlideRegistry([choiceCore]);

  it('returns ok with the data of a current slide', () => {
    expect(registry.resolve(current, 'LESSON')).toMatchObject({
      status: 'ok',
      plugin: choiceCore,
      data: CHOICE_DATA,
      migrated: false,
    });
  });

  it('migrates a legacy slide lazily and returns the upgraded envelope', () => {
    const resolution = registry.resolve(legacy);
    expect(resolution).toMatchObject({
      status: 'ok',
      migrated: true,
      data: { ...CHOICE_DATA, points: 1 },
      envelope: { type: 'CHOICE_DEMO', pluginVersion: '1.2.0', schemaVersion: 2 },
    });
    expect(legacy.data).toEqual(CHOICE_V1_DATA);
  });

  it('keeps default data (which may fail the plugin rules) resolvable for the editor', () => {
    expect(registry.resolve(registry.createSlide('CHOICE_DEMO')).status).toBe('ok');
  });

  it('reports an unknown type with the specified message', () => {
    expect(registry.resolve({ ...current, type: 'MYSTERY' })).toEqual({
      status: 'unknown-type',
      type: 'MYSTERY',
      message: 'Plugin pentru tipul de slide MYSTERY nu a fost găsit',
    });
  });

  it('reports data that fails the schema as Slide invalid with issues', () => {
    const resolution = registry.resolve({ ...current, data: { text: 3 } });
    expect(resolution.status).toBe('invalid');
    if (resolution.status !== 'invalid') return;
    expect(resolution.message).toBe('Slide invalid');
    expect(resolution.issues.map((issue) => issue.path)).toEqual([['text'], ['options'], ['points']]);
  });

  it('reports a malformed envelope as invalid', () => {
    expect(registry.resolve({ type: 'CHOICE_DEMO', data: {} })).toMatchObject({
      status: 'invalid',
      message: 'Slide invalid',
    });
    expect(registry.resolve(null)).toMatchObject({ status: 'invalid' });
  });

  it('names the slide and the lesson type when the type is not allowed', () => {
    expect(registry.resolve(current, 'DAILY_CHALLENGE')).toMatchObject({
      status: 'not-allowed',
      message: 'Slide-ul „Alegere (demo)” (CHOICE_DEMO) nu este permis într-o lecție de tip DAILY_CHALLENGE',
    });
  });

  it('reports a failing migration with the step that failed', () => {
    expect(registry.resolve({ ...legacy, data: { nonsense: true } })).toMatchObject({
      status: 'migration-failed',
      failedAt: 1,
      message: 'Datele slide-ului CHOICE_DEMO nu au putut fi migrate de la versiunea de schemă 1',
    });
  });

  it('refuses data written by a newer schema version', () => {
    const resolution = registry.resolve({ ...current, schemaVersion: 3 });
    expect(resolution).toMatchObject({ status: 'migration-failed', failedAt: 3 });
    if (resolution.status === 'migration-failed') {
      expect(resolution.issues[0]?.message).toBe(
        'Slide-ul CHOICE_DEMO a fost salvat cu versiunea de schemă 3, mai nouă decât cea instalată (2); actualizați pluginul',
      );
    }
  });
});

describe('registry.validateSlide', () => {
  const registry = createSlideRegistry([choiceCore]);

  it('returns no issue for a valid slide and the plugin rules for a default one', () => {
    expect(registry.validateSlide(current, 'LESSON')).toEqual([]);
    expect(
      registry.validateSlide(registry.createSlide('CHOICE_DEMO'), 'LESSON').map((issue) => issue.code),
    ).toEqual(['required', 'too_small', 'no_correct_option']);
  });

  it('turns every refusal into issues', () => {
    expect(registry.validateSlide({ ...current, type: 'X' }, 'LESSON')).toEqual([
      { path: [], code: 'unknown_type', message: 'Plugin pentru tipul de slide X nu a fost găsit' },
    ]);
    expect(registry.validateSlide(current, 'PRACTICAL_ACTIVITY')[0]?.code).toBe('type_not_allowed');
    expect(registry.validateSlide({ ...current, data: {} }, 'LESSON')[0]).toEqual({
      path: [],
      code: 'slide_invalid',
      message: 'Slide invalid',
    });
  });
});

describe('registry.migrate', () => {
  const registry = createSlideRegistry([choiceCore]);

  it('migrates to the current version without touching the input', () => {
    const input = structuredClone(legacy);
    const result = registry.migrate(input);
    expect(result).toMatchObject({ ok: true, envelope: { schemaVersion: 2, pluginVersion: '1.2.0' } });
    expect(input).toEqual(legacy);
  });

  it('returns a current envelope as is', () => {
    expect(registry.migrate(current)).toEqual({ ok: true, envelope: current, migrated: false });
  });

  it('reports a step that throws', () => {
    const result = registry.migrate({ ...legacy, data: 'text' });
    expect(result).toMatchObject({ ok: false, failedAt: 1 });
    if (!result.ok)
      expect(result.issues[0]?.message).toMatch(/^Migrarea de la versiunea de schemă 1 la 2 a eșuat: /);
  });

  it('reports output that fails the current schema', () => {
    const badStep = variant({
      migrations: [{ fromVersion: 1, description: 'broken', up: () => ({ text: 'x' }) }],
    });
    const result = createSlideRegistry([badStep]).migrate(legacy);
    expect(result).toMatchObject({ ok: false, failedAt: 1 });
    if (!result.ok) {
      expect(result.issues[0]).toEqual({
        path: [],
        code: 'migration_output_invalid',
        message: 'Datele migrate nu respectă schema curentă a slide-ului',
      });
    }
  });

  it('runs a chain of several steps in order', () => {
    const v3 = defineSlideCore({
      ...choiceCore,
      schemaVersion: 3,
      migrations: [
        ...choiceCore.migrations,
        {
          fromVersion: 2,
          description: 'double points',
          up: (data) => ({ ...(data as object), points: (data as { points: number }).points * 2 }),
        },
      ],
    });
    expect(createSlideRegistry([v3]).migrate(legacy)).toMatchObject({
      ok: true,
      envelope: { schemaVersion: 3, data: { points: 2 } },
    });
  });

  it('fails for an unknown type', () => {
    expect(registry.migrate({ ...legacy, type: 'GONE' })).toEqual({
      ok: false,
      failedAt: 1,
      issues: [
        { path: [], code: 'unknown_type', message: 'Plugin pentru tipul de slide GONE nu a fost găsit' },
      ],
    });
  });
});

describe('registry.dryRunMigrations', () => {
  it('reports up-to-date, migrated and failed slides without mutating the input', () => {
    const registry = createSlideRegistry([choiceCore]);
    const items = [
      { id: 's1', envelope: current },
      { id: 's2', envelope: legacy },
      { id: 's3', envelope: { ...legacy, data: { broken: 1 } } },
      { id: 's4', envelope: { ...current, type: 'GONE' } },
      { id: 's5', envelope: { nonsense: true } as unknown as SlideEnvelope },
    ];
    const snapshot = structuredClone(items);
    const report = registry.dryRunMigrations(items);
    expect(items).toEqual(snapshot);
    expect(report.total).toBe(5);
    expect(report.upToDate).toBe(1);
    expect(report.migrated).toEqual(['s2']);
    expect(
      report.failed.map(({ id, type, fromVersion, storedVersion, message }) => ({
        id,
        type,
        fromVersion,
        storedVersion,
        message,
      })),
    ).toEqual([
      {
        id: 's3',
        type: 'CHOICE_DEMO',
        fromVersion: 1,
        storedVersion: 1,
        message: 'Datele slide-ului CHOICE_DEMO nu au putut fi migrate de la versiunea de schemă 1',
      },
      {
        id: 's4',
        type: 'GONE',
        fromVersion: 2,
        storedVersion: 2,
        message: 'Plugin pentru tipul de slide GONE nu a fost găsit',
      },
      {
        id: 's5',
        type: '',
        fromVersion: 0,
        storedVersion: 0,
        message: 'Slide-ul stocat nu are forma { type, pluginVersion, schemaVersion, data }',
      },
    ]);
    expect(report.failed.every((failure) => failure.issues.length > 0)).toBe(true);
  });
});
