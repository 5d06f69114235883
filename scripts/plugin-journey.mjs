#!/usr/bin/env node
// The plugin developer's journey of docs/sdk/write-a-slide-plugin.md, run for real: the commands are read
// from the guide's `<!-- journey:NAME -->` blocks, so the guide and CI cannot drift apart.
//  1. inside the monorepo: scaffold a @platform/* and a foreign-scoped plugin with --add-to-apps;
//  2. outside it: pack the SDK and @platform/ui, scaffold an unscoped plugin in a temporary folder, install
//     the tarballs, build, `slide-sdk check`, pack it, and add the tarball to the apps;
//  3. the Playwright spec sees all of them in GET /api/lessons/types and the editor's add-slide buttons.
// Everything it changes in the repository is restored at the end, even on failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const guide = readFileSync(path.join(root, 'docs/sdk/write-a-slide-plugin.md'), 'utf8');
// In the monorepo, the Playwright web server of the e2e step builds the web app (into its own folder) and
// starts the server, so the journey does not build twice. Outside, `npm run build` is a real step.
const HARNESS_DOES = [/^npm run build$/, /^npm start$/, /^npm run build && npm start$/];
const IN_MONOREPO = new Set(['inside', 'add-outside']);

/** The shell lines of the first ```sh block after `<!-- journey:name -->`, without comments and harness lines. */
function journeyCommands(markdown, name) {
  const match = markdown.match(new RegExp(`<!-- journey:${name} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``));
  if (!match) throw new Error(`docs/sdk/write-a-slide-plugin.md has no <!-- journey:${name} --> sh block`);
  return match[1]
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .filter((line) => !IN_MONOREPO.has(name) || !HARNESS_DOES.some((skip) => skip.test(line)));
}

function runBlock(name, cwd, env) {
  const lines = journeyCommands(guide, name);
  console.log(`\n== journey:${name} (in ${cwd})\n${lines.map((line) => `$ ${line}`).join('\n')}`);
  const result = spawnSync('bash', ['-euo', 'pipefail', '-c', lines.join('\n')], {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`journey:${name} failed (exit ${result.status})`);
}

const restore = new Map();
function keep(file) {
  const full = path.join(root, file);
  restore.set(full, readFileSync(full));
}

const work = mkdtempSync(path.join(tmpdir(), 'slide-journey-'));
const scaffolded = ['plugins/quiz-poll', 'plugins/acme-poll'];
let failed = false;
try {
  for (const dir of scaffolded)
    if (existsSync(path.join(root, dir))) throw new Error(`${dir} already exists: remove it first`);
  for (const file of [
    'package-lock.json',
    'apps/web/package.json',
    'apps/server/package.json',
    'apps/web/src/slides/generated/slide-plugin-modules.ts',
  ])
    keep(file);

  // 1. Inside the monorepo.
  runBlock('inside', root, {});

  // 2. Outside: the SDK and the toolkit as the registry would serve them (built by build:packages).
  execFileSync('npm', ['pack', '--pack-destination', work, '-w', 'packages/slide-sdk', '-w', 'packages/ui'], {
    cwd: root,
    stdio: 'pipe',
  });
  const tarball = (prefix) =>
    path.join(
      work,
      readdirSync(work).find((file) => file.startsWith(prefix)),
    );
  const outsideEnv = {
    SLIDE_SDK: tarball('platform-slide-sdk-'),
    PLATFORM_UI: tarball('platform-ui-'),
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
  runBlock('outside', work, outsideEnv);
  const pluginTarball = path.join(work, 'eco-poll', 'eco-slide-poll-0.1.0.tgz');
  runBlock('add-outside', root, { ...outsideEnv, PLUGIN_TARBALL: pluginTarball });

  // 3. The apps show all three, built and served like production.
  const extra = [
    { type: 'QUIZ_POLL', displayName: 'Sondaj' },
    { type: 'ACME_POLL', displayName: 'Sondaj Acme' },
    { type: 'ECO_POLL', displayName: 'Sondaj eco' },
  ];
  const e2e = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', 'apps/web/e2e/slide-plugins.spec.ts'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_EXTRA_SLIDE_PLUGINS: JSON.stringify(extra) } },
  );
  if (e2e.status !== 0) throw new Error('the plugins do not reach the apps (slide-plugins.spec.ts failed)');
  console.log(
    '\nPlugin journey passed: @platform/slide-quiz-poll, @acme/slide-poll and eco-slide-poll reach both apps.',
  );
} catch (error) {
  failed = true;
  console.error(`\nPlugin journey failed: ${error instanceof Error ? error.message : error}`);
} finally {
  for (const dir of scaffolded) rmSync(path.join(root, dir), { recursive: true, force: true });
  for (const [file, content] of restore) writeFileSync(file, content);
  rmSync(work, { recursive: true, force: true });
  // Unlink what the journey installed, so the workspace is as before.
  spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'ignore',
  });
}
process.exitCode = failed ? 1 : 0;
