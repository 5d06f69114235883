import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadCsf } from 'storybook/internal/csf-tools';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const run = promisify(execFile);
const sdkRoot = fileURLToPath(new URL('../../', import.meta.url));
// Inside the repository (ignored by git) so `@platform/slide-sdk`, react and vitest resolve from the workspace.
const workDir = join(sdkRoot, '.tmp', `scaffold-${process.pid}`);
const pluginDir = join(workDir, 'poll-demo');

// Runs Vitest in a child process on the generated package, with the workspace's source condition.
const runnerScript = `
import { startVitest } from 'vitest/node';
const conditions = ['@platform/source', 'module', 'browser', 'development|production'];
const vitest = await startVitest('test', [], { root: process.cwd(), run: true, watch: false, reporters: ['json'], outputFile: 'vitest-report.json' },
  { resolve: { conditions }, ssr: { resolve: { conditions: ['@platform/source', 'node', 'import', 'default'], externalConditions: ['@platform/source'] } } });
await vitest.close();
`;

/** Collects the CLI's output; nobody to ask (like CI). */
const io = (logs: string[]) => ({
  log: (line: string) => logs.push(line),
  error: (line: string) => logs.push(line),
});

describe('slide-sdk create', () => {
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('writes a complete plugin package', async () => {
    mkdirSync(workDir, { recursive: true });
    const logs: string[] = [];
    expect(await runCli(['create', 'poll-demo', '--dir', pluginDir], io(logs))).toBe(0);
    for (const file of [
      'package.json',
      'tsconfig.json',
      'tsconfig.build.json',
      'vitest.config.ts',
      'README.md',
      '.gitignore',
      'src/core/index.ts',
      'src/index.tsx',
      'src/fixtures.ts',
      'src/contract.test.tsx',
      'src/poll-demo.stories.tsx',
    ]) {
      expect(existsSync(join(pluginDir, file)), file).toBe(true);
    }
    const pkg = JSON.parse(readFileSync(join(pluginDir, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({
      name: '@platform/slide-poll-demo',
      slidePlugin: { type: 'POLL_DEMO', core: './core', ui: '.' },
    });
    expect(pkg.peerDependencies['@platform/slide-sdk']).toBe('^1.0.0');
    expect(readFileSync(join(pluginDir, 'src/core/index.ts'), 'utf8')).not.toMatch(/__[A-Za-z_]+__/);
    expect(logs.join('\n')).toContain('Created @platform/slide-poll-demo (POLL_DEMO)');
  });

  it('uses @platform/ui as a peer by default, and plain HTML with --plain', async () => {
    const pkg = JSON.parse(readFileSync(join(pluginDir, 'package.json'), 'utf8'));
    expect(pkg.peerDependencies['@platform/ui']).toBe('^1.0.0');
    expect(pkg.dependencies).toBeUndefined();
    for (const file of ['src/editor.tsx', 'src/view.tsx', 'src/review.tsx'])
      expect(readFileSync(join(pluginDir, file), 'utf8'), file).toContain("from '@platform/ui'");

    const plainDir = join(workDir, 'plain-poll');
    expect(await runCli(['create', 'plain-poll', '--dir', plainDir, '--plain'], io([]))).toBe(0);
    const plainPkg = JSON.parse(readFileSync(join(plainDir, 'package.json'), 'utf8'));
    expect(plainPkg.peerDependencies['@platform/ui']).toBeUndefined();
    expect(plainPkg.devDependencies['@platform/ui']).toBeUndefined();
    for (const file of ['src/editor.tsx', 'src/view.tsx', 'src/review.tsx'])
      expect(readFileSync(join(plainDir, file), 'utf8'), file).not.toContain('@platform/ui');
  });

  it('asks for the Romanian display name and says when it kept the placeholder', async () => {
    const askedDir = join(workDir, 'asked-poll');
    const questions: string[] = [];
    const logs: string[] = [];
    const ask = async (question: string) => {
      questions.push(question);
      return 'Sondaj de opinie';
    };
    expect(await runCli(['create', 'asked-poll', '--dir', askedDir], { ...io(logs), ask })).toBe(0);
    expect(questions[0]).toContain('Romanian display name');
    expect(readFileSync(join(askedDir, 'src/core/index.ts'), 'utf8')).toContain(
      "displayName: 'Sondaj de opinie'",
    );
    // Nobody to ask (CI): the placeholder is kept and named as such.
    expect(logs.join('\n')).not.toContain('is a placeholder');
    const quietLogs: string[] = [];
    expect(await runCli(['create', 'quiet-poll', '--dir', join(workDir, 'quiet-poll')], io(quietLogs))).toBe(
      0,
    );
    expect(quietLogs.join('\n')).toContain('The display name "Quiet poll" is a placeholder');
  });

  it('generates stories that Storybook indexes', () => {
    const fileName = join(pluginDir, 'src/poll-demo.stories.tsx');
    const csf = loadCsf(readFileSync(fileName, 'utf8'), {
      fileName,
      makeTitle: (title) => title ?? 'auto',
    }).parse();
    expect(csf.meta.title).toBe('plugins/Poll demo');
    expect(Object.keys(csf._stories)).toEqual([
      'EditorEmpty',
      'EditorFilled',
      'EditorWithErrors',
      'ViewUnanswered',
      'ViewAnswered',
      'ViewPreview',
      'ViewReview',
      'ReviewAnswer',
    ]);
  });

  it('refuses a folder that is not empty and a bad name', async () => {
    const errors: string[] = [];
    const quiet = { log: () => undefined, error: (line: string) => errors.push(line) };
    expect(await runCli(['create', 'poll-demo', '--dir', pluginDir], quiet)).toBe(1);
    expect(await runCli(['create', 'Poll'], quiet)).toBe(1);
    expect(await runCli(['make'], quiet)).toBe(1);
    expect(errors[0]).toContain('is not empty');
    expect(errors[1]).toContain('must be kebab-case');
    expect(errors[2]).toContain('Usage: slide-sdk create <name>');
  });

  it('generates a plugin that passes the contract test untouched', async () => {
    await run(process.execPath, ['--input-type=module', '-e', runnerScript], {
      cwd: pluginDir,
      timeout: 240_000,
    });
    const report = JSON.parse(readFileSync(join(pluginDir, 'vitest-report.json'), 'utf8'));
    const failures = report.testResults.flatMap(
      (file: { assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }) =>
        file.assertionResults
          .filter((test) => test.status !== 'passed')
          .map((test) => `${test.fullName}: ${test.failureMessages.join('\n')}`),
    );
    expect(failures).toEqual([]);
    expect(report.numPassedTests).toBeGreaterThanOrEqual(13);
    expect(report.success).toBe(true);
  }, 300_000);

  it('generates a plugin that typechecks', async () => {
    const tsc = join(sdkRoot, '../../node_modules/typescript/bin/tsc');
    // The source condition makes the SDK's types resolve from its sources, as in the workspace.
    await expect(
      run(
        process.execPath,
        [tsc, '-p', join(pluginDir, 'tsconfig.json'), '--customConditions', '@platform/source'],
        { cwd: pluginDir, timeout: 240_000 },
      ),
    ).resolves.toBeDefined();
  }, 300_000);
});
