import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackContents, checkPeerRanges, checkVersions, runCheck } from './check.js';

const orderingDir = fileURLToPath(new URL('../../../../plugins/ordering/', import.meta.url));
const fakeDir = mkdtempSync(join(tmpdir(), 'slide-check-'));
const fake = {
  name: 'eco-slide-poll',
  version: '0.1.0',
  slidePlugin: { core: './core', ui: '.' },
  exports: { './core': { types: './dist/core/index.d.ts', import: './dist/core/index.js' } },
  files: ['dist', 'src'],
};
mkdirSync(join(fakeDir, 'dist/core'), { recursive: true });
mkdirSync(join(fakeDir, 'src'), { recursive: true });
writeFileSync(join(fakeDir, 'package.json'), JSON.stringify(fake));
writeFileSync(
  join(fakeDir, 'dist/core/index.js'),
  "export const pollCore = { kind: 'slide-core', type: 'POLL', version: '0.2.0', sdk: '^9.0.0', displayName: 'Poll' };\n",
);
writeFileSync(join(fakeDir, 'src/poll.test.ts'), '');

describe('slide-sdk check', () => {
  afterAll(() => rmSync(fakeDir, { recursive: true, force: true }));

  it('names version, SDK range and display name problems of the built core', async () => {
    const result = await checkVersions(fakeDir, fake);
    expect(result.ok).toBe(false);
    expect(result.details).toEqual([
      'core version 0.2.0 differs from package.json version 0.1.0',
      'core sdk range ^9.0.0 does not accept this SDK (1.0.0)',
    ]);
    expect(result.warnings).toEqual([expect.stringContaining('repeats the type name')]);
  });

  it('names files missing from the package and packed tests', () => {
    const result = checkPackContents(fakeDir, fake);
    expect(result.details).toEqual([
      './core: ./dist/core/index.d.ts is not in the package',
      'tests or stories are packed: src/poll.test.ts',
    ]);
  }, 60_000);

  it('wants the host singletons as peers and an SDK range that accepts this SDK', () => {
    expect(
      checkPeerRanges({
        dependencies: { react: '^19.0.0' },
        peerDependencies: { '@platform/slide-sdk': '^2.0.0' },
      }).details,
    ).toEqual([
      'react is a dependency: make it a peer dependency (the host provides one copy)',
      '@platform/slide-sdk peer range ^2.0.0 does not accept SDK 1.0.0',
    ]);
    expect(checkPeerRanges({ peerDependencies: {} }).details).toEqual([
      '@platform/slide-sdk is not a peer dependency',
    ]);
  });

  it('passes ORDERING with a readable summary (contract tests, versions, publint, pack, peers)', async () => {
    const lines: string[] = [];
    const code = await runCheck(orderingDir, {
      log: (line) => lines.push(line),
      error: (line) => lines.push(line),
    });
    const output = lines.join('\n');
    expect(code, output).toBe(0);
    expect(output).toMatch(/✔ contract tests \(Tests\s+\d+ passed/);
    expect(output).toContain('✔ versions (ORDERING@1.0.0, sdk ^1.0.0)');
    expect(output).toContain('✔ publint');
    expect(output).toMatch(/✔ npm pack contents \(\d+ files\)/);
    expect(output).toContain('✔ peer dependency ranges');
    expect(output).toContain('Ready to publish.');
  }, 600_000);
});
