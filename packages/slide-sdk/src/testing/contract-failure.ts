/** A broken promise of the slide contract, with every offending fixture named in the message. */
export class SlideContractError extends Error {
  constructor(check: string, details: readonly string[]) {
    super(`${check}:\n${details.map((detail) => `  - ${detail}`).join('\n')}`);
    this.name = 'SlideContractError';
  }
}

/** Throws a {@link SlideContractError} when `details` is not empty. */
export function failIfAny(check: string, details: readonly string[]): void {
  if (details.length > 0) throw new SlideContractError(check, details);
}

/** One named check of the contract; the kit turns each into a Vitest `it`. */
export interface SlideContractCheck {
  name: string;
  run(): void | Promise<void>;
}

/** Short JSON for messages. */
export function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
