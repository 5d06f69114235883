import { toSlideIssues, wholeValueIssue } from './issues.js';
import { SLIDE_MESSAGES } from './messages.js';
import type { SlideCore, SlideCoreDefinition, SlideIssue } from './types.js';

/**
 * Builds the framework-free handler of a slide type from what the plugin author wrote.
 *
 * - `validate(unknown)` runs `dataSchema` and then the plugin's own `validate` on the parsed data.
 * - `validateAnswer(data, answer)` checks the data shape, then `answerSchema`, then the plugin's own rules.
 * - `migrations` and `markdownPaths` default to `[]`.
 *
 * It never throws on bad metadata (version, type, sdk range...): {@link createSlideRegistry} judges that,
 * so all problems of all plugins are reported together.
 *
 * @example
 * ```ts
 * export const infoCore = defineSlideCore({ type: 'INFO', version: '1.0.0', sdk: '^1.0.0', ... });
 * ```
 */
export function defineSlideCore<Data, Answer, LearnerData = Data>(
  def: SlideCoreDefinition<Data, Answer, LearnerData>,
): SlideCore<Data, Answer, LearnerData> {
  const {
    validate: validateRules,
    validateAnswer: validateAnswerRules,
    validateLearnerAnswer: validateLearnerAnswerRules,
    migrations,
    markdownPaths,
    ...rest
  } = def;

  function validate(data: unknown): SlideIssue[] {
    const parsed = def.dataSchema.safeParse(data);
    if (!parsed.success) return toSlideIssues(parsed.error);
    return validateRules ? validateRules(parsed.data) : [];
  }

  function validateAnswer(data: unknown, answer: unknown): SlideIssue[] {
    const parsedData = def.dataSchema.safeParse(data);
    if (!parsedData.success) return [wholeValueIssue('slide_invalid', SLIDE_MESSAGES.slideInvalid)];
    const parsedAnswer = def.answerSchema.safeParse(answer);
    if (!parsedAnswer.success) return toSlideIssues(parsedAnswer.error);
    return validateAnswerRules ? validateAnswerRules(parsedData.data, parsedAnswer.data) : [];
  }

  function validateLearnerAnswer(learnerData: unknown, answer: unknown): SlideIssue[] {
    if (def.secretPaths.length === 0) return validateAnswer(learnerData, answer);
    const parsedAnswer = def.answerSchema.safeParse(answer);
    if (!parsedAnswer.success) return toSlideIssues(parsedAnswer.error);
    // The redacted shape has no schema of its own; the plugin's learner rules read only what it keeps.
    return validateLearnerAnswerRules
      ? validateLearnerAnswerRules(learnerData as LearnerData, parsedAnswer.data)
      : [];
  }

  return {
    ...rest,
    validate,
    validateAnswer,
    validateLearnerAnswer,
    migrations: migrations ?? [],
    // Only a missing list gets the default: anything else (e.g. a plain-JS string) is left for the registry to refuse.
    markdownPaths: markdownPaths === undefined ? [] : markdownPaths,
    kind: 'slide-core',
  };
}
