import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SDK_VERSION } from '../version.js';
import type { PluginNames } from './naming.js';

/** The template folder shipped with the package (`template/`, next to `src/` and `dist/`). */
export const TEMPLATE_DIR = fileURLToPath(new URL('../../template/', import.meta.url));
/** Plain-HTML components that replace the `@platform/ui` ones with `--plain`. */
export const PLAIN_TEMPLATE_DIR = fileURLToPath(new URL('../../template-plain/', import.meta.url));

/** The `@platform/ui` range a scaffolded plugin peers on (the platform's toolkit for plugin authors). */
export const UI_RANGE = '^1.0.0';

/** `ui`: components from `@platform/ui` (look native in the apps); `plain`: plain HTML, no toolkit. */
export type TemplateVariant = 'ui' | 'plain';

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
  variant: TemplateVariant = 'ui',
  templateDir = TEMPLATE_DIR,
): string[] {
  if (existsSync(targetDir) && readdirSync(targetDir).length > 0)
    throw new Error(`The folder ${targetDir} is not empty`);
  const values = placeholders(names);
  const copy = (fromDir: string) =>
    listFiles(fromDir).map((source) => {
      const relativePath = relative(fromDir, source);
      const base = relativePath.split(/[\\/]/).pop()!;
      const renamed = RENAMES[base] ? join(dirname(relativePath), RENAMES[base]) : relativePath;
      const target = join(targetDir, fill(renamed, values));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, fill(readFileSync(source, 'utf8'), values));
      return relative(targetDir, target);
    });
  const written = copy(templateDir);
  if (variant === 'plain') copy(PLAIN_TEMPLATE_DIR);
  else addUiPeer(join(targetDir, 'package.json'));
  return written.sort();
}

/** `@platform/ui` is a peer (the host provides one copy, shared with the native plugins) and a dev dependency. */
function addUiPeer(packageJsonPath: string): void {
  const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  manifest.peerDependencies = { ...manifest.peerDependencies, '@platform/ui': UI_RANGE };
  manifest.devDependencies = Object.fromEntries(
    Object.entries({ ...manifest.devDependencies, '@platform/ui': UI_RANGE }).sort(([a], [b]) =>
      a.localeCompare(b),
    ),
  );
  writeFileSync(packageJsonPath, `${JSON.stringify(manifest, null, 2)}\n`);
}
