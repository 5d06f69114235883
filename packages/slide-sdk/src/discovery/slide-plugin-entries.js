// Plain JavaScript (with a .d.ts beside it) so hosts can run the discovery rule in plain Node before any
// build, e.g. from a Vite config; the SDK's TypeScript re-exports this one implementation.

const SUBPATH = /^\.(\/.*)?$/;

/**
 * The import specifiers of a plugin package from its package.json, or `undefined` when the package is not a
 * slide plugin (no or malformed `"slidePlugin"` field, or no name).
 *
 * @param {{ name?: unknown; slidePlugin?: unknown }} packageJson
 * @returns {{ core: string; ui: string } | undefined}
 */
export function slidePluginEntries(packageJson) {
  const name = packageJson.name;
  const field = packageJson.slidePlugin;
  if (typeof name !== 'string' || name === '' || typeof field !== 'object' || field === null)
    return undefined;
  const { core, ui } = /** @type {{ core?: unknown; ui?: unknown }} */ (field);
  if (typeof core !== 'string' || typeof ui !== 'string' || !SUBPATH.test(core) || !SUBPATH.test(ui))
    return undefined;
  const entry = (/** @type {string} */ subpath) => (subpath === '.' ? name : `${name}/${subpath.slice(2)}`);
  return { core: entry(core), ui: entry(ui) };
}
