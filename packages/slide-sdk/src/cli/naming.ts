import { SLIDE_TYPE_PATTERN } from '../core/envelope.js';

/** The spellings of a new plugin's name used by the template placeholders. */
export interface PluginNames {
  /** `quiz-poll`: folder, story file and package suffix. */
  kebab: string;
  /** `quizPoll`: variable prefix. */
  camel: string;
  /** `QuizPoll`: component prefix. */
  pascal: string;
  /** `QUIZ_POLL`: slide type. */
  type: string;
  /** `Quiz poll`: display name (authors translate it to Romanian). */
  displayName: string;
  /** `@platform/slide-quiz-poll` unless given. */
  packageName: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Derives every spelling from a kebab-case name; throws a readable error for a bad name or type. */
export function derivePluginNames(
  name: string,
  overrides: { type?: string; packageName?: string; displayName?: string } = {},
): PluginNames {
  if (!KEBAB.test(name)) throw new Error(`The plugin name "${name}" must be kebab-case, e.g. quiz-poll`);
  const words = name.split('-');
  const capitalized = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  const type = overrides.type ?? words.join('_').toUpperCase();
  if (!SLIDE_TYPE_PATTERN.test(type))
    throw new Error(`The slide type "${type}" must match ^[A-Z][A-Z0-9_]*$`);
  return {
    kebab: name,
    camel: words[0]! + capitalized.slice(1).join(''),
    pascal: capitalized.join(''),
    type,
    displayName: overrides.displayName ?? [capitalized[0], ...words.slice(1)].join(' '),
    packageName: overrides.packageName ?? `@platform/slide-${name}`,
  };
}
