import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AnySlideCore } from './slide-registry.js';

/** The `slidePlugin` field a slide plugin package declares in its package.json. */
interface SlidePluginField {
  /** Subpath export of the framework-free core, e.g. `./core`. */
  core: string;
}

const require = createRequire(import.meta.url);

const isSlideCore = (value: unknown): value is AnySlideCore =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'slide-core';

async function readJson(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
}

/** The `slidePlugin` field of an installed package, or null when it is not a slide plugin or not installed. */
async function slidePluginFieldOf(packageName: string): Promise<SlidePluginField | null> {
  let manifestPath: string;
  try {
    manifestPath = require.resolve(`${packageName}/package.json`);
  } catch {
    return null; // packages that do not export package.json are not slide plugins
  }
  const field = (await readJson(manifestPath)).slidePlugin as Partial<SlidePluginField> | undefined;
  return typeof field?.core === 'string' ? { core: field.core } : null;
}

/** Imports `<package>/<core subpath>` and returns the core object it exports. */
async function importCore(packageName: string, field: SlidePluginField): Promise<AnySlideCore> {
  const specifier = `${packageName}/${field.core.replace(/^\.\//, '')}`;
  const module = (await import(specifier)) as Record<string, unknown>;
  const cores = Object.values(module).filter(isSlideCore);
  if (cores.length !== 1)
    throw new Error(`${specifier} must export exactly one slide core, found ${cores.length}`);
  return cores[0]!;
}

/**
 * Finds slide plugins among the server's dependencies by the `slidePlugin` field of their package.json
 * and imports their `./core` entries: installing a plugin package is all it takes to use it.
 */
export async function discoverSlideCores(manifestUrl: URL): Promise<AnySlideCore[]> {
  const manifest = await readJson(manifestUrl.pathname);
  const names = Object.keys({
    ...(manifest.dependencies as object),
    ...(manifest.optionalDependencies as object),
  });
  const cores: AnySlideCore[] = [];
  for (const name of names.sort()) {
    const field = await slidePluginFieldOf(name);
    if (field) cores.push(await importCore(name, field));
  }
  return cores;
}
