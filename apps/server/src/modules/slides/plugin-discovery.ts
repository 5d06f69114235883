import { fileURLToPath } from 'node:url';
import { discoverSlidePluginPackages } from '@platform/slide-sdk/discovery';
import type { AnySlideCore } from './slide-registry.js';

const isSlideCore = (value: unknown): value is AnySlideCore =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'slide-core';

/** Imports a plugin's core entry and returns the one core object it exports. */
async function importCore(specifier: string): Promise<AnySlideCore> {
  const module = (await import(specifier)) as Record<string, unknown>;
  const cores = Object.values(module).filter(isSlideCore);
  if (cores.length !== 1)
    throw new Error(`${specifier} must export exactly one slide core, found ${cores.length}`);
  return cores[0]!;
}

/**
 * Finds slide plugins among the server's dependencies with the SDK's discovery rule (the same as the web
 * app's: any package name, a valid `slidePlugin` field) and imports their core entries.
 */
export async function discoverSlideCores(manifestUrl: URL): Promise<AnySlideCore[]> {
  const hostDir = fileURLToPath(new URL('.', manifestUrl));
  const cores: AnySlideCore[] = [];
  for (const plugin of discoverSlidePluginPackages(hostDir)) cores.push(await importCore(plugin.core));
  return cores;
}
