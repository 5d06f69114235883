import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const pkgDir = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = resolve(pkgDir, '../..');
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  bin: Record<string, string>;
};

/** Relative import specifiers of a built module, followed transitively. */
function importGraph(entry: string, seen = new Set<string>()): { files: Set<string>; bare: Set<string> } {
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(
      /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else bare.add(specifier);
    }
  };
  visit(entry);
  return { files: seen, bare };
}

describe('published package', () => {
  let packedFiles: string[] = [];

  beforeAll(async () => {
    await run('npm', ['run', 'build'], { cwd: pkgDir, timeout: 180_000 });
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: pkgDir,
      timeout: 120_000,
    });
    packedFiles = (JSON.parse(stdout) as { files: { path: string }[] }[])[0]!.files.map((file) => file.path);
  }, 300_000);

  it('packs .js and .d.ts for every export, the bin and the template, and no tests', () => {
    for (const [entry, target] of Object.entries(pkg.exports)) {
      if (typeof target === 'string') continue;
      expect(packedFiles, `${entry} import`).toContain(target.import!.replace('./', ''));
      expect(packedFiles, `${entry} types`).toContain(target.types!.replace('./', ''));
    }
    expect(packedFiles).toContain(pkg.bin['slide-sdk']!.replace('./', ''));
    expect(packedFiles).toContain('template/_package.json');
    expect(packedFiles).toContain('template/src/contract.test.tsx');
    expect(packedFiles.filter((file) => /^(src|dist)\/.*\.test\.|__fixtures__/.test(file))).toEqual([]);
  });

  it('has no publint errors', async () => {
    const { messages } = await publint({ pkgDir, level: 'error', pack: 'npm' });
    expect(messages).toEqual([]);
  }, 120_000);

  it('has a bin with a node shebang', () => {
    // The bin is committed plain JavaScript, so npm links it on a fresh clone before any build.
    expect(
      readFileSync(join(pkgDir, pkg.bin['slide-sdk']!), 'utf8').startsWith('#!/usr/bin/env node\n'),
    ).toBe(true);
  });

  it('keeps the core entry free of React and imports it in plain Node', async () => {
    const { bare } = importGraph(join(pkgDir, 'dist/index.js'));
    // Deep imports of semver's functions count as semver (the package, not the path, is what ships).
    const packages = new Set([...bare].map((specifier) => specifier.split('/')[0]));
    expect([...packages].sort()).toEqual(['semver', 'zod']);
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const sdk = await import('@platform/slide-sdk'); console.log(sdk.SDK_VERSION, typeof sdk.createSlideRegistry)",
      ],
      { cwd: repoRoot, timeout: 60_000 },
    );
    expect(stdout.trim()).toBe('1.0.0 function');
  }, 120_000);
});
