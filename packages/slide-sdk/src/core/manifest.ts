import { z } from 'zod';

/**
 * The `"slidePlugin"` field of a plugin package's package.json, by which hosts discover plugins:
 * `core` is the subpath of the framework-free entry (server), `ui` the subpath of the React entry
 * (loaded lazily by the web app). `type` is informative; the registry trusts the loaded code.
 *
 * @example
 * ```json
 * "slidePlugin": { "type": "QUESTION", "core": "./core", "ui": "." }
 * ```
 */
export const SlidePluginManifestSchema = z.object({
  type: z.string().optional(),
  core: z.string().regex(/^\.(\/.*)?$/, 'core trebuie să fie o cale de export, de ex. "./core"'),
  ui: z.string().regex(/^\.(\/.*)?$/, 'ui trebuie să fie o cale de export, de ex. "."'),
});

/** The parsed `"slidePlugin"` field. */
export type SlidePluginManifest = z.infer<typeof SlidePluginManifestSchema>;

/**
 * The import specifiers of a plugin package from its package.json, or `undefined` when the package is
 * not a slide plugin (no or malformed `"slidePlugin"` field). One implementation, shared with
 * `@platform/slide-sdk/discovery` (plain JavaScript, so hosts run it before any build).
 */
export { slidePluginEntries } from '../discovery/slide-plugin-entries.js';
