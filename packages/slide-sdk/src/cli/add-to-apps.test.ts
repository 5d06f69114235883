import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addPluginToApps, findPlatformRoot } from './add-to-apps.js';
import { runCli } from './run-cli.js';

const root = mkdtempSync(join(tmpdir(), 'slide-add-to-apps-'));
const write = (path: string, value: object) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), JSON.stringify(value));
};
write('package.json', { name: 'platform', workspaces: ['plugins/*', 'apps/*'] });
write('apps/web/package.json', {
  name: '@platform/web',
  dependencies: { zod: '^4.0.0', '@platform/ui': '^1.0.0' },
});
write('apps/server/package.json', { name: '@platform/server', dependencies: { zod: '^4.0.0' } });
const depsOf = (app: string) =>
  Object.keys(JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8')).dependencies);

describe('adding a plugin to the apps', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds the monorepo root from a plugin folder', () => {
    expect(findPlatformRoot(join(root, 'plugins/x/src'))).toBe(root);
    expect(findPlatformRoot(tmpdir())).toBeUndefined();
  });

  it('scaffolds with --add-to-apps: both apps depend on the workspace plugin, then npm install links it', async () => {
    const npmCalls: { cwd: string; args: readonly string[] }[] = [];
    const logs: string[] = [];
    const code = await runCli(
      [
        'create',
        'poll',
        '--dir',
        join(root, 'plugins/poll'),
        '--package',
        '@acme/slide-poll',
        '--add-to-apps',
      ],
      {
        log: (line) => logs.push(line),
        error: (line) => logs.push(line),
        ask: async () => 'Sondaj',
        npm: (cwd, args) => npmCalls.push({ cwd, args }),
      },
    );
    expect(code, logs.join('\n')).toBe(0);
    for (const app of ['apps/web', 'apps/server']) {
      const deps = JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8')).dependencies;
      expect(deps['@acme/slide-poll']).toBe('^0.1.0');
    }
    expect(depsOf('apps/web')).toEqual(['@acme/slide-poll', '@platform/ui', 'zod']);
    expect(npmCalls).toEqual([{ cwd: root, args: ['install'] }]);
    expect(readFileSync(join(root, 'plugins/poll/src/core/index.ts'), 'utf8')).toContain(
      "displayName: 'Sondaj'",
    );
    expect(logs.join('\n')).toContain('Added @acme/slide-poll to apps/web and apps/server');
  });

  it('installs a tarball or a folder outside the monorepo into both apps with npm', () => {
    const npmCalls: (readonly string[])[] = [];
    const tarball = join(tmpdir(), 'eco-slide-poll-0.1.0.tgz');
    writeFileSync(tarball, '');
    addPluginToApps(root, tarball, (_cwd, args) => npmCalls.push(args));
    rmSync(tarball);
    expect(npmCalls).toEqual([['install', tarball, '-w', 'apps/web', '-w', 'apps/server']]);
  });

  it('refuses --add-to-apps outside the monorepo, with the reason', async () => {
    const errors: string[] = [];
    const outside = mkdtempSync(join(tmpdir(), 'slide-outside-'));
    const code = await runCli(['create', 'poll', '--dir', join(outside, 'poll'), '--add-to-apps'], {
      log: () => undefined,
      error: (line) => errors.push(line),
    });
    rmSync(outside, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(errors.join('\n')).toContain('--add-to-apps works inside the platform monorepo');
  });
});
