import { describe, it } from 'vitest';
import type { SlideCore, SlideFixtures, SlidePlugin } from '../core/types.js';
import { createCoreContractChecks } from './core-checks.js';
import { createUiContractChecks } from './ui-checks.js';
import type { SlideContractCheck } from './contract-failure.js';

/** Options of the contract runners. */
export interface SlideContractOptions {
  /** Time limit of each check in ms (axe on many fixtures can be slow on a busy machine). Default 30000. */
  timeout?: number;
}

function register(title: string, checks: readonly SlideContractCheck[], options: SlideContractOptions): void {
  describe(title, () => {
    for (const check of checks) it(check.name, () => check.run(), options.timeout ?? 30_000);
  });
}

/**
 * Registers the whole slide contract as Vitest tests: registry acceptance, defaults, fixtures,
 * migrations of every past version, scoring properties, redaction, rendering of Editor/View/Review and
 * axe. Call it at the top level of a `*.test.tsx` file that runs in jsdom.
 *
 * @example
 * ```ts
 * import { runSlidePluginContract } from '@platform/slide-sdk/testing';
 * runSlidePluginContract(questionPlugin, questionFixtures);
 * ```
 */
export function runSlidePluginContract<Data, Answer, LearnerData>(
  plugin: SlidePlugin<Data, Answer, LearnerData>,
  fixtures: SlideFixtures<Data, Answer>,
  options: SlideContractOptions = {},
): void {
  const anyPlugin = plugin as unknown as SlidePlugin<unknown, unknown, unknown>;
  const anyFixtures = fixtures as SlideFixtures<unknown, unknown>;
  register(
    `slide contract: ${plugin.type}@${plugin.version}`,
    [
      ...createCoreContractChecks(anyPlugin.core, anyFixtures),
      ...createUiContractChecks(anyPlugin, anyFixtures),
    ],
    options,
  );
}

/**
 * The framework-free half of the contract, for a `./core` entry tested in a Node environment
 * (e.g. a server-only slide type).
 */
export function runSlideCoreContract<Data, Answer, LearnerData>(
  core: SlideCore<Data, Answer, LearnerData>,
  fixtures: SlideFixtures<Data, Answer>,
  options: SlideContractOptions = {},
): void {
  const anyCore = core as unknown as SlideCore<unknown, unknown, unknown>;
  register(
    `slide core contract: ${core.type}@${core.version}`,
    createCoreContractChecks(anyCore, fixtures as SlideFixtures<unknown, unknown>),
    options,
  );
}
