/**
 * The import specifiers of a plugin package from its package.json, or `undefined` when the package is not a
 * slide plugin (no or malformed `"slidePlugin"` field, or no name).
 *
 * @example
 * ```ts
 * slidePluginEntries({ name: '@acme/slide-poll', slidePlugin: { core: './core', ui: '.' } });
 * // { core: '@acme/slide-poll/core', ui: '@acme/slide-poll' }
 * ```
 */
export declare function slidePluginEntries(packageJson: {
  name?: unknown;
  slidePlugin?: unknown;
}): { core: string; ui: string } | undefined;
