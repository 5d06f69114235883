import { isDeepStrictEqual } from 'node:util';
import { slideFeedbackOf } from '../core/feedback.js';
import { createSlideRegistry } from '../core/registry.js';
import { matchPath } from '../core/path-matches.js';
import { pluginLabel } from '../core/plugin-checks.js';
import { findSecretPaths } from '../core/secret-paths.js';
import type { SlideCore, SlideEnvelope, SlideFixtures, SlideIssue } from '../core/types.js';
import { failIfAny, show, type SlideContractCheck } from './contract-failure.js';
import { displayNameWarnings } from './display-name-warning.js';

type AnyFixtures = SlideFixtures<unknown, unknown>;
type AnyCore = SlideCore<unknown, unknown, unknown>;

const describeIssues = (issues: readonly SlideIssue[]) =>
  issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

/**
 * The framework-free promises of the slide contract, as named checks that throw a readable error.
 * Used by `runSlidePluginContract` and `runSlideCoreContract`; usable on their own (e.g. in a CLI).
 */
export function createCoreContractChecks(core: AnyCore, fixtures: AnyFixtures): SlideContractCheck[] {
  const envelopeOf = (schemaVersion: number, data: unknown): SlideEnvelope => ({
    type: core.type,
    pluginVersion: core.version,
    schemaVersion,
    data,
  });
  const dataByName = new Map(fixtures.data.map((fixture) => [fixture.name, fixture.data]));

  return [
    { name: 'the registry accepts the plugin', run: () => void createSlideRegistry([core]) },
    {
      // A warning, not a failure: the scaffold's default passes the contract on day one.
      name: 'displayName is the Romanian name authors read (warns when it repeats the type)',
      run: () => displayNameWarnings(core).forEach((warning) => console.warn(`Warning: ${warning}`)),
    },
    {
      name: 'createDefault() passes dataSchema',
      run() {
        const parsed = core.dataSchema.safeParse(core.createDefault());
        failIfAny('createDefault() fails dataSchema', parsed.success ? [] : [show(parsed.error.issues)]);
      },
    },
    {
      name: 'every data fixture validates',
      run() {
        const problems = fixtures.data.length === 0 ? ['fixtures.data is empty'] : [];
        for (const { name, data } of fixtures.data) {
          const issues = core.validate(data);
          if (issues.length > 0) problems.push(`${name}: ${describeIssues(issues)}`);
        }
        failIfAny('Data fixtures must validate', problems);
      },
    },
    {
      name: 'every invalid fixture fails validation',
      run() {
        const problems =
          fixtures.invalidData.length === 0 ? ['fixtures.invalidData is empty (at least one is needed)'] : [];
        for (const { name, data } of fixtures.invalidData) {
          if (core.validate(data).length === 0) problems.push(`${name} validates but should not`);
        }
        failIfAny('Invalid fixtures must fail validation', problems);
      },
    },
    {
      name: 'every past schema version has a legacy fixture that migrates and validates',
      run() {
        const problems: string[] = [];
        for (let version = 1; version < core.schemaVersion; version += 1) {
          if (!fixtures.legacyData.some((fixture) => fixture.schemaVersion === version)) {
            problems.push(`no legacy fixture for schema version ${version}`);
          }
        }
        const registry = createSlideRegistry([core]);
        for (const { name, schemaVersion, data } of fixtures.legacyData) {
          if (schemaVersion >= core.schemaVersion) {
            problems.push(
              `${name}: schemaVersion ${schemaVersion} is not a past version (current ${core.schemaVersion})`,
            );
            continue;
          }
          const result = registry.migrate(envelopeOf(schemaVersion, data));
          if (!result.ok)
            problems.push(`${name}: failed at ${result.failedAt}: ${describeIssues(result.issues)}`);
          else {
            const issues = core.validate(result.envelope.data);
            if (issues.length > 0)
              problems.push(`${name}: migrated data does not validate: ${describeIssues(issues)}`);
          }
        }
        failIfAny('Legacy fixtures must cover every past version and migrate', problems);
      },
    },
    {
      name: 'every fixture answer passes validateAnswer',
      run() {
        const problems: string[] = [];
        for (const { name, dataName, answer } of fixtures.answers) {
          if (!dataByName.has(dataName)) problems.push(`${name}: no data fixture named "${dataName}"`);
          else {
            const data = dataByName.get(dataName);
            const issues = core.validateAnswer(data, answer);
            if (issues.length > 0) problems.push(`${name}: ${describeIssues(issues)}`);
            // The completion engine checks answers on redacted data before sending them.
            const learnerIssues = core.validateLearnerAnswer(core.redactForLearner(data as never), answer);
            if (learnerIssues.length > 0)
              problems.push(`${name} (learner data): ${describeIssues(learnerIssues)}`);
          }
        }
        failIfAny('Fixture answers must be valid', problems);
      },
    },
    {
      name: 'scoring is deterministic, bounded and matches the fixtures',
      run: () => checkScoring(core, fixtures, dataByName),
    },
    {
      name: 'redactForLearner removes every secret path and is pure',
      run: () => checkRedaction(core, fixtures),
    },
    {
      name: 'markdown paths (when given) hold strings in the learner data and each finds text in a fixture',
      run: () => checkMarkdownPaths(core, fixtures),
    },
    {
      name: 'feedback (when given) is valid, pure, matches the score and is not in the learner data',
      run: () => checkFeedback(core, fixtures, dataByName),
    },
  ];
}

function checkScoring(core: AnyCore, fixtures: AnyFixtures, dataByName: Map<string, unknown>): void {
  if (!core.scoreable || !core.scoring) return;
  const { scoring } = core;
  const problems: string[] = [];
  if (!fixtures.answers.some((answer) => answer.isCorrect))
    problems.push('a scoreable plugin needs an answer fixture with isCorrect: true');
  for (const { name, dataName, answer, isCorrect, expectedPoints } of fixtures.answers) {
    if (!dataByName.has(dataName)) continue;
    const data = core.dataSchema.parse(dataByName.get(dataName));
    const parsedAnswer = core.answerSchema.parse(answer);
    const max = scoring.maxPoints(data);
    const points = scoring.score(data, parsedAnswer);
    if (scoring.score(data, parsedAnswer) !== points || scoring.maxPoints(data) !== max)
      problems.push(`${name}: scoring is not deterministic`);
    if (!Number.isFinite(max) || max < 0) problems.push(`${name}: maxPoints is ${max}`);
    if (!Number.isFinite(points) || points < 0 || points > max)
      problems.push(`${name}: ${points} points is outside 0..${max}`);
    if (isCorrect && points !== max)
      problems.push(`${name}: a correct answer scores ${points}, not the maximum ${max}`);
    if (expectedPoints !== undefined && points !== expectedPoints)
      problems.push(`${name}: scores ${points}, expected ${expectedPoints}`);
  }
  failIfAny('Scoring', problems);
}

function checkRedaction(core: AnyCore, fixtures: AnyFixtures): void {
  const problems: string[] = [];
  for (const { name, data } of fixtures.data) {
    const snapshot = structuredClone(data);
    const learnerData = core.redactForLearner(data);
    if (!isDeepStrictEqual(data, snapshot)) problems.push(`${name}: redactForLearner changed its input`);
    const leaks = findSecretPaths(learnerData, core.secretPaths);
    if (leaks.length > 0) problems.push(`${name}: learner data still contains ${leaks.join(', ')}`);
    if (!isDeepStrictEqual(core.redactForLearner(data), learnerData))
      problems.push(`${name}: redactForLearner is not deterministic`);
  }
  // A secret path that matches nothing in the full data is most likely a typo that would make this check vacuous.
  for (const secretPath of core.secretPaths) {
    if (!fixtures.data.some(({ data }) => findSecretPaths(data, [secretPath]).length > 0)) {
      problems.push(`secret path "${secretPath}" matches nothing in any data fixture`);
    }
  }
  failIfAny('Redaction', problems);
}

/**
 * `markdownPaths` tell the host which learner data to render on the server: every match must be a string
 * (missing optional fields are fine), and each path must find a non-empty string in some fixture, otherwise
 * it is most likely a typo and the pupil's browser would quietly render that markdown itself.
 */
function checkMarkdownPaths(core: AnyCore, fixtures: AnyFixtures): void {
  const { markdownPaths } = core;
  // A list that is not one is reported by 'the registry accepts the plugin'.
  if (!Array.isArray(markdownPaths) || markdownPaths.length === 0) return;
  const problems: string[] = [];
  const found = new Set<string>();
  for (const { name, data } of fixtures.data) {
    const learnerData = core.redactForLearner(data);
    for (const markdownPath of markdownPaths) {
      for (const match of matchPath(learnerData, markdownPath)) {
        if (typeof match.value !== 'string')
          problems.push(
            `${name}: learner data at ${match.path} (markdown path "${markdownPath}") is ${show(match.value)}, not a string`,
          );
        else if (match.value !== '') found.add(markdownPath);
      }
    }
  }
  for (const markdownPath of markdownPaths) {
    if (!found.has(markdownPath))
      problems.push(
        `markdown path "${markdownPath}" matches no non-empty string in the learner data of any data fixture`,
      );
  }
  failIfAny(`Markdown paths of ${pluginLabel(core)}`, problems);
}

/**
 * Feedback is checked like redaction: it must pass `SlideFeedbackSchema`, be pure (same input, deep-equal
 * output, input not mutated), agree with `isCorrect`, and never be readable before submission: the learner
 * data may not contain the explanation it reveals afterwards.
 */
function checkFeedback(core: AnyCore, fixtures: AnyFixtures, dataByName: Map<string, unknown>): void {
  if (!core.feedback) return;
  const problems: string[] = [];
  for (const { name, dataName, answer, isCorrect } of fixtures.answers) {
    if (!dataByName.has(dataName)) continue;
    const data = dataByName.get(dataName);
    const [dataBefore, answerBefore] = [structuredClone(data), structuredClone(answer)];
    const first = slideFeedbackOf(core, data, answer);
    if (!first.ok) {
      problems.push(`${name}: ${first.reason}`);
      continue;
    }
    if (!isDeepStrictEqual(slideFeedbackOf(core, data, answer), first))
      problems.push(`${name}: feedback is not deterministic`);
    // Called on the fixtures themselves (the host's parse makes copies): a plugin must not mutate its input.
    core.feedback(data, answer);
    if (!isDeepStrictEqual(data, dataBefore) || !isDeepStrictEqual(answer, answerBefore))
      problems.push(`${name}: feedback changed its input`);
    const outcome = first.feedback?.outcome;
    if (core.scoreable && isCorrect === true && outcome !== 'correct')
      problems.push(`${name}: a correct answer gets the outcome ${outcome ?? 'null'}`);
    if (core.scoreable && isCorrect === false && outcome === 'correct')
      problems.push(`${name}: a wrong answer gets the outcome correct`);
    const explanation = first.feedback?.explanation;
    if (
      explanation &&
      JSON.stringify(core.redactForLearner(data)).includes(JSON.stringify(explanation).slice(1, -1))
    )
      problems.push(`${name}: the learner data before submission already contains the feedback explanation`);
  }
  failIfAny('Feedback', problems);
}
