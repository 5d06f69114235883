import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { discoverSlidePlugins, renderSlidePluginModule } from './discover-slide-plugins.js';

/** Where the generated module lives, relative to apps/web. */
export const GENERATED_MODULE = 'src/slides/generated/slide-plugin-modules.ts';

/**
 * Rewrites the generated module when the set of installed slide plugins changed. The module is a real,
 * committed file (not a virtual one) so Vitest, tsc and ESLint see exactly what Vite bundles.
 */
export function syncSlidePluginModule(webDir: string): boolean {
  const target = path.join(webDir, GENERATED_MODULE);
  const next = renderSlidePluginModule(discoverSlidePlugins(webDir));
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // First run: the file is created below.
  }
  if (current === next) return false;
  writeFileSync(target, next);
  return true;
}

/** Vite plugin: discovers slide plugins by their package.json field before every dev start and build. */
export function slidePluginsVitePlugin(webDir: string): Plugin {
  return {
    name: 'platform-slide-plugins',
    enforce: 'pre',
    buildStart() {
      syncSlidePluginModule(webDir);
    },
  };
}
