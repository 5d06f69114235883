import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SDK_VERSION } from '../version.js';
import type { PluginNames } from './naming.js';

/** The template folder shipped with the package (`template/`, next to `src/` and `dist/`). */
export const TEMPLATE_DIR = fileURLToPath(new URL('../../template/', import.meta.url));

// Files npm or tools would treat specially inside the SDK package are stored under another name.
const RENAMES: Record<string, string> = { '_package.json': 'package.json', _gitignore: '.gitignore' };

/** Placeholder -> value, applied to file contents and file names. */
export function placeholders(names: PluginNames, sdkVersion = SDK_VERSION): Record<string, string> {
  const [major, minor] = sdkVersion.split('.');
  return {
    __PACKAGE_NAME__: names.packageName,
    __DISPLAY_NAME__: names.displayName,
    __SDK_RANGE__: `^${major}.${minor}.0`,
    __TYPE__: names.type,
    __Pascal__: names.pascal,
    __camel__: names.camel,
    __kebab__: names.kebab,
  };
}

function fill(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((result, [token, value]) => result.replaceAll(token, value), text);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Writes a complete plugin package into `targetDir` (which must not exist or be empty) and returns the
 * written paths relative to it.
 */
export function createPluginPackage(
  names: PluginNames,
  targetDir: string,
  templateDir = TEMPLATE_DIR,
): string[] {
  if (existsSync(targetDir) && readdirSync(targetDir).length > 0)
    throw new Error(`The folder ${targetDir} is not empty`);
  const values = placeholders(names);
  return listFiles(templateDir).map((source) => {
    const relativePath = relative(templateDir, source);
    const base = relativePath.split(/[\\/]/).pop()!;
    const renamed = RENAMES[base] ? join(dirname(relativePath), RENAMES[base]) : relativePath;
    const target = join(targetDir, fill(renamed, values));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(source, 'utf8'), values));
    return relative(targetDir, target);
  });
}
