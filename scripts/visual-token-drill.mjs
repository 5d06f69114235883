#!/usr/bin/env node
// Shows that the visual check guards the design tokens (issue 18): it changes the programme's accent colour
// in @platform/ui's tokens.css, builds Storybook into a scratch folder, runs the visual check against the
// committed baselines and expects it to FAIL; the token file is restored whatever happens.
// Usage: npm run test:visual:drill  [ACCENT=#1565c0]
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const tokensFile = new URL('../packages/ui/src/tokens.css', import.meta.url);
const scratch = 'storybook-drill';
const accent = process.env.ACCENT ?? '#1565c0';
const original = readFileSync(tokensFile, 'utf8');
const changed = original.replace(/(--eco-color-accent:\s*)#[0-9a-f]{6}/i, `$1${accent}`);
if (changed === original) throw new Error('--eco-color-accent not found in tokens.css');

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;

let status;
try {
  writeFileSync(tokensFile, changed);
  console.log(`[visual drill] --eco-color-accent set to ${accent}; building Storybook into ${scratch}/`);
  if (run('npx', ['storybook', 'build', '--quiet', '-o', scratch]) !== 0)
    throw new Error('storybook build failed');
  status = run('npx', ['playwright', 'test', '-c', '.storybook/visual.config.ts', '--reporter=dot'], {
    STORYBOOK_STATIC_DIR: scratch,
  });
} finally {
  writeFileSync(tokensFile, original);
  rmSync(scratch, { recursive: true, force: true });
}
if (status === 0) {
  console.error('[visual drill] FAILED: the visual check passed with a changed accent colour');
  process.exit(1);
}
console.log('[visual drill] ok: the visual check failed on the changed accent colour (tokens.css restored)');
