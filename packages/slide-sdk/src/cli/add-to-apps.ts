import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The host apps of the platform monorepo that discover slide plugins among their dependencies. */
export const HOST_APPS = ['apps/web', 'apps/server'] as const;

/** The platform monorepo root above `fromDir` (a package.json with workspaces and both host apps). */
export function findPlatformRoot(fromDir: string): string | undefined {
  for (let dir = resolve(fromDir); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      HOST_APPS.every((app) => existsSync(join(dir, app, 'package.json'))) &&
      'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)
    )
      return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Adds `packageName@range` to the dependencies of both host apps (sorted, like npm writes them). */
export function addDependencyToApps(root: string, packageName: string, range: string): void {
  for (const app of HOST_APPS) {
    const file = join(root, app, 'package.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: Record<string, string> };
    const dependencies = { ...manifest.dependencies, [packageName]: range };
    manifest.dependencies = Object.fromEntries(
      Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b, 'en')),
    );
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

/** Runs npm in `cwd` with inherited output; throws when it fails. */
export function runNpm(cwd: string, args: readonly string[]): void {
  const result = spawnSync('npm', [...args], { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed (exit ${result.status})`);
}

/**
 * Makes a plugin reach the editor, the completion screen and the server: a workspace plugin (a folder
 * inside the monorepo) is added by version and linked by `npm install`; anything else (a tarball, a
 * folder outside, a registry name) goes through `npm install <spec> -w apps/web -w apps/server`.
 */
export function addPluginToApps(root: string, spec: string, install = runNpm): string {
  const folder = resolve(spec);
  const manifestPath = join(folder, 'package.json');
  if (existsSync(manifestPath) && folder.startsWith(`${root}/`)) {
    const { name, version } = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name: string;
      version: string;
    };
    addDependencyToApps(root, name, `^${version}`);
    install(root, ['install']);
    return name;
  }
  const target = existsSync(folder) ? folder : spec;
  install(root, ['install', target, ...HOST_APPS.flatMap((app) => ['-w', app])]);
  return target;
}
