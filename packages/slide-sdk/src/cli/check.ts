import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { slidePluginEntries } from '../discovery/slide-plugin-entries.js';
import { displayNameWarnings } from '../testing/display-name-warning.js';
import { SDK_VERSION } from '../version.js';
import { findPlatformRoot } from './add-to-apps.js';
import type { CliIo } from './run-cli.js';

/** The outcome of one pre-publish check. */
export interface CheckResult {
  name: string;
  ok: boolean;
  details: string[];
  warnings?: string[];
}

interface PluginManifest {
  name?: string;
  version?: string;
  slidePlugin?: unknown;
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Packages the host provides once: a plugin that bundles its own copy breaks React or the registry. */
const HOST_PROVIDED = ['@platform/slide-sdk', '@platform/ui', 'react', 'react-dom', 'zod'];

const result = (name: string, details: string[], warnings: string[] = []): CheckResult => ({
  name,
  ok: details.length === 0,
  details,
  warnings,
});

function run(command: string, args: string[], cwd: string) {
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  return spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

// eslint-disable-next-line no-control-regex -- removes terminal colours from a child's output
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The contract kit and the plugin's own tests (in the monorepo: the root's dom and node projects). */
export function checkContractTests(dir: string): CheckResult {
  const hasOwnConfig = ['vitest.config.ts', 'vitest.config.js', 'vitest.config.mjs'].some((file) =>
    existsSync(join(dir, file)),
  );
  const root = hasOwnConfig ? undefined : findPlatformRoot(dir);
  const outcome = root
    ? run('npx', ['vitest', 'run', '--project', 'dom', '--project', 'node', dir], root)
    : run('npx', ['vitest', 'run'], dir);
  const output = stripAnsi(`${outcome.stdout}\n${outcome.stderr}`);
  const summary = output.match(/Tests\s+[^\n]+/)?.[0]?.trim();
  if (outcome.status === 0) return result(`contract tests (${summary ?? 'passed'})`, []);
  const failed = [...output.matchAll(/(?:FAIL|×|✗)\s+([^\n]+)/g)].map((match) => match[1]!.trim());
  return result('contract tests', [summary ?? 'vitest failed', ...failed.slice(0, 20)]);
}

/** The built core exists, exports one slide core, and its version equals package.json. */
export async function checkVersions(dir: string, manifest: PluginManifest): Promise<CheckResult> {
  const entries = slidePluginEntries(manifest);
  if (!entries) return result('versions', ['package.json has no valid "slidePlugin" field']);
  const coreSubpath =
    entries.core === manifest.name ? '.' : `./${entries.core.slice(manifest.name!.length + 1)}`;
  const target = manifest.exports?.[coreSubpath];
  const file = typeof target === 'string' ? target : (target?.import ?? target?.default);
  if (!file || !existsSync(join(dir, file)))
    return result('versions', [
      `the core entry ${file ?? coreSubpath} is not built: run npm run build first`,
    ]);
  const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
  const cores = Object.values(module).filter(
    (value): value is { kind: string; type: string; version: string; sdk: string; displayName: string } =>
      typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'slide-core',
  );
  if (cores.length !== 1) return result('versions', [`${file} exports ${cores.length} slide cores, not 1`]);
  const core = cores[0]!;
  const problems: string[] = [];
  if (core.version !== manifest.version)
    problems.push(`core version ${core.version} differs from package.json version ${manifest.version}`);
  if (!semver.satisfies(SDK_VERSION, core.sdk))
    problems.push(`core sdk range ${core.sdk} does not accept this SDK (${SDK_VERSION})`);
  return result(
    `versions (${core.type}@${core.version}, sdk ${core.sdk})`,
    problems,
    displayNameWarnings(core),
  );
}

/** publint's errors and warnings on the package (resolved from the plugin, then from the SDK). */
export async function checkPublint(dir: string): Promise<CheckResult> {
  let publintModule: {
    publint: (options: object) => Promise<{ messages: { type: string; code: string }[] }>;
  };
  try {
    const path = createRequire(join(dir, 'package.json')).resolve('publint');
    publintModule = await import(pathToFileURL(path).href);
  } catch {
    try {
      publintModule = await import('publint');
    } catch {
      return result('publint', ['publint is not installed: npm install -D publint']);
    }
  }
  const { messages } = await publintModule.publint({ pkgDir: dir, level: 'warning', pack: 'npm' });
  const errors = messages.filter((message) => message.type === 'error').map((message) => message.code);
  const warnings = messages.filter((message) => message.type !== 'error').map((message) => message.code);
  return result('publint', errors, warnings);
}

/** `npm pack` ships every export's files and no tests, stories or fixtures of the SDK's own tests. */
export function checkPackContents(dir: string, manifest: PluginManifest): CheckResult {
  const outcome = run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], dir);
  if (outcome.status !== 0) return result('npm pack contents', [outcome.stderr.trim() || 'npm pack failed']);
  const files = new Set(
    (JSON.parse(outcome.stdout) as { files: { path: string }[] }[])[0]!.files.map((file) => file.path),
  );
  const problems: string[] = [];
  for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
    const paths = typeof target === 'string' ? [target] : [target.import, target.types].filter(Boolean);
    for (const path of paths as string[])
      if (!files.has(path.replace(/^\.\//, ''))) problems.push(`${entry}: ${path} is not in the package`);
  }
  const tests = [...files].filter((file) => /\.(test|spec)\.[jt]sx?$|\.stories\.[jt]sx?$/.test(file));
  if (tests.length > 0) problems.push(`tests or stories are packed: ${tests.join(', ')}`);
  return result(`npm pack contents (${files.size} files)`, problems);
}

/** The host's singletons are peers (never bundled) and the SDK peer range accepts this SDK. */
export function checkPeerRanges(manifest: PluginManifest): CheckResult {
  const problems: string[] = [];
  for (const name of HOST_PROVIDED)
    if (manifest.dependencies?.[name])
      problems.push(`${name} is a dependency: make it a peer dependency (the host provides one copy)`);
  const sdkRange = manifest.peerDependencies?.['@platform/slide-sdk'];
  if (!sdkRange) problems.push('@platform/slide-sdk is not a peer dependency');
  else if (!semver.validRange(sdkRange))
    problems.push(`@platform/slide-sdk peer range "${sdkRange}" is invalid`);
  else if (!semver.satisfies(SDK_VERSION, sdkRange))
    problems.push(`@platform/slide-sdk peer range ${sdkRange} does not accept SDK ${SDK_VERSION}`);
  for (const [name, range] of Object.entries(manifest.peerDependencies ?? {}))
    if (!semver.validRange(range)) problems.push(`peer ${name}: "${range}" is not a semver range`);
  return result('peer dependency ranges', problems);
}

/** Every check on the plugin in `dir`, in order. */
export async function checkPlugin(dir: string): Promise<CheckResult[]> {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PluginManifest;
  return [
    checkContractTests(dir),
    await checkVersions(dir, manifest),
    await checkPublint(dir),
    checkPackContents(dir, manifest),
    checkPeerRanges(manifest),
  ];
}

/** `slide-sdk check`: prints one line per check (and its details); exit code 1 when any failed. */
export async function runCheck(dir: string, io: CliIo): Promise<number> {
  if (!existsSync(join(dir, 'package.json'))) {
    io.error(`${dir} has no package.json`);
    return 1;
  }
  io.log(`Checking ${dir}`);
  const results = await checkPlugin(dir);
  for (const check of results) {
    io.log(`${check.ok ? '✔' : '✘'} ${check.name}`);
    for (const detail of check.details) io.log(`    ${detail}`);
    for (const warning of check.warnings ?? []) io.log(`    warning: ${warning}`);
  }
  const failed = results.filter((check) => !check.ok).length;
  io.log(failed === 0 ? '\nReady to publish.' : `\n${failed} of ${results.length} checks failed.`);
  return failed === 0 ? 0 : 1;
}
