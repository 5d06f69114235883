/**
 * Thrown by `createSlideRegistry` when one or more plugins break the contract. `problems` holds one
 * readable (Romanian) line per problem; the message lists them all, so one run shows every fix needed.
 */
export class SlideRegistryError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `Registrul de slide-uri a refuzat pluginurile:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
    this.name = 'SlideRegistryError';
    this.problems = problems;
  }
}

/** Thrown by `registry.require(type)` when no plugin handles `type`. */
export class SlidePluginNotFoundError extends Error {
  readonly type: string;

  constructor(type: string, message: string) {
    super(message);
    this.name = 'SlidePluginNotFoundError';
    this.type = type;
  }
}
