import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Bare import specifiers reachable from a built module, following its relative imports. */
export function bareImportsOf(entryFile: string): Set<string> {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm,
    )) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else bare.add(specifier);
    }
  };
  visit(entryFile);
  return bare;
}

/** Options of {@link runPublishedPluginChecks}. */
export interface PublishedPluginCheckOptions {
  /** Folder of the plugin package (the one holding package.json). */
  packageDir: string;
  /** Bare imports the `./core` entry may never reach. Default: React, react-dom and @platform/ui. */
  forbiddenInCore?: readonly string[];
}

const DEFAULT_FORBIDDEN = ['react', 'react-dom', 'react/jsx-runtime', '@platform/ui'];

/**
 * Registers Vitest checks of a slide plugin as it will be published: it builds, `npm pack` ships ESM and type
 * declarations for every export, publint finds no error, and the `./core` entry reaches no React and imports in
 * plain Node (the server loads it there).
 */
export function runPublishedPluginChecks(options: PublishedPluginCheckOptions): void {
  const { packageDir } = options;
  const forbidden = options.forbiddenInCore ?? DEFAULT_FORBIDDEN;
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | { import?: string; types?: string }>;
  };

  describe(`${pkg.name} as published`, () => {
    let packed: string[] = [];

    beforeAll(async () => {
      await run('npm', ['run', 'build'], { cwd: packageDir, timeout: 240_000 });
      const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: packageDir,
        timeout: 120_000,
      });
      packed = (JSON.parse(stdout) as { files: { path: string }[] }[])[0]!.files.map((file) => file.path);
    }, 400_000);

    it('packs .js and .d.ts for every export', () => {
      for (const [entry, target] of Object.entries(pkg.exports)) {
        if (typeof target === 'string') continue;
        expect(packed, `${entry} import`).toContain(target.import!.replace('./', ''));
        expect(packed, `${entry} types`).toContain(target.types!.replace('./', ''));
      }
    });

    it('has no publint errors', async () => {
      const { publint } = await import('publint');
      const { messages } = await publint({ pkgDir: packageDir, level: 'error', pack: 'npm' });
      expect(messages).toEqual([]);
    }, 120_000);

    it('keeps ./core free of React and loads it in plain Node', async () => {
      const core = pkg.exports['./core'];
      if (!core || typeof core === 'string' || !core.import)
        throw new Error('Pluginul nu are intrarea ./core');
      const reached = [...bareImportsOf(join(packageDir, core.import))];
      expect(
        reached.filter((specifier) =>
          forbidden.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
        ),
      ).toEqual([]);
      const { stdout } = await run(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import('${pkg.name}/core'); console.log(Object.keys(m).length > 0)`,
        ],
        { cwd: packageDir, timeout: 60_000 },
      );
      expect(stdout.trim()).toBe('true');
    }, 120_000);
  });
}
