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
 * not a slide plugin (no or malformed `"slidePlugin"` field).
 */
export function slidePluginEntries(packageJson: {
  name?: unknown;
  slidePlugin?: unknown;
}): { core: string; ui: string } | undefined {
  const manifest = SlidePluginManifestSchema.safeParse(packageJson.slidePlugin);
  if (!manifest.success || typeof packageJson.name !== 'string') return undefined;
  const entry = (subpath: string) =>
    (subpath === '.' ? packageJson.name : `${packageJson.name}/${subpath.slice(2)}`) as string;
  return { core: entry(manifest.data.core), ui: entry(manifest.data.ui) };
}
