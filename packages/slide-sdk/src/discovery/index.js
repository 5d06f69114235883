// Plain JavaScript (with a .d.ts beside it): both apps run it at build or start time in plain Node.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { slidePluginEntries } from './slide-plugin-entries.js';

export { slidePluginEntries };

/** @param {string} file */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The package.json of an installed package, looked up like Node does (node_modules upwards from `fromDir`).
 * Read from disk rather than resolved, because a plugin need not export its package.json.
 *
 * @param {string} packageName
 * @param {string} fromDir
 * @returns {string | undefined}
 */
export function findInstalledPackageJson(packageName, fromDir) {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...packageName.split('/'), 'package.json');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The one discovery rule of the platform: a slide plugin is any dependency (or optional dependency) of the
 * host package, whatever its name or scope, whose package.json has a valid `"slidePlugin"` field. Sorted by
 * package name so generated code is stable; dependencies that are not installed are skipped.
 *
 * @param {string} hostDir folder of the host's package.json (e.g. apps/web)
 * @returns {{ packageName: string; core: string; ui: string }[]}
 */
export function discoverSlidePluginPackages(hostDir) {
  const manifest = readJson(path.join(hostDir, 'package.json'));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }).sort();
  const found = [];
  for (const packageName of names) {
    const packageJsonPath = findInstalledPackageJson(packageName, hostDir);
    if (!packageJsonPath) continue;
    const entries = slidePluginEntries(readJson(packageJsonPath));
    if (entries) found.push({ packageName, ...entries });
  }
  return found;
}
