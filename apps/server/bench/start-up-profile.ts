import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Protocol } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { pupilSession } from './first-load-bench.js';
import { startBenchServer } from './server-process.js';
import { withSignedInPage } from './signed-in-chromium.js';

/**
 * Where the pupil's start-up spends the phone's CPU: Chromium's CPU profile of the completion route's load
 * (from the navigation until the intro screen's button shows), at a phone's viewport, several fresh loads,
 * each sample mapped through the build's source maps to the source file and function it ran. A profile, not a
 * benchmark: sampling every 0.1 ms slows the page, so read the shares, not the absolute figures.
 *
 *   npm run bench:start-up                      # builds the web app into a temporary folder, 5 loads
 *   STARTUP_LOADS=8 npm run bench:start-up -- apps/web/dist   # an existing build
 *   STARTUP_PROFILE_DIR=/tmp/profiles npm run bench:start-up  # also writes each load's .cpuprofile
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOADS = Math.min(Math.max(Number(process.env.STARTUP_LOADS ?? 5), 1), 20);
const SAMPLING_INTERVAL_US = 100;
const START_BUTTON = 'Incepe lecția';
const TOP = 25;
// Each load's profile is written there too, for Chromium DevTools' Performance panel (Load profile).
const SAVE_DIR = process.env.STARTUP_PROFILE_DIR;

type Totals = Map<string, number>;

/** Maps a script's generated positions to sources, with the build's `.map` beside each asset. */
class SourceMaps {
  private readonly consumers = new Map<string, SourceMapConsumer | null>();
  constructor(private readonly distDir: string) {}

  /** `{ file, fn }` of a profile frame: the source file (node_modules/<package>/… or the app's path). */
  resolve(frame: Protocol.Runtime.CallFrame): { file: string; fn: string } {
    const fallback = { file: unmappedFile(frame.url), fn: frame.functionName || '(anonymous)' };
    const consumer = this.consumerOf(frame.url);
    if (!consumer) return fallback;
    const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!original.source) return fallback;
    const assetDir = path.join(this.distDir, 'assets');
    return { file: sourceName(path.resolve(assetDir, original.source)), fn: original.name ?? fallback.fn };
  }

  private consumerOf(url: string): SourceMapConsumer | null {
    const asset = url.match(/\/assets\/[^/?#]+\.js/)?.[0];
    if (!asset) return null;
    if (!this.consumers.has(asset)) {
      let consumer: SourceMapConsumer | null = null;
      try {
        consumer = new SourceMapConsumer(
          JSON.parse(readFileSync(path.join(this.distDir, `${asset}.map`), 'utf8')),
        );
      } catch {
        // A chunk without its map (none today) stays under its file name.
      }
      this.consumers.set(asset, consumer);
    }
    return this.consumers.get(asset)!;
  }
}

/** A frame no source map covers: the browser's own code, the page's inline scripts or puppeteer's wait. */
function unmappedFile(url: string): string {
  if (!url) return '(browser)';
  if (url.startsWith('pptr:')) return '(puppeteer: the wait for the button)';
  if (url.includes('/assets/')) return path.basename(url);
  return '(the page: index.html inline scripts)';
}

/** `node_modules/<package>/…`, or the path from the repository's root, of a source's absolute path. */
function sourceName(source: string): string {
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (inPackage) return `node_modules/${inPackage[1]}/${inPackage[2]}`;
  return path.relative(REPO_ROOT, source);
}

/** The package of a source file (`zod`, `@reduxjs/toolkit`), `app: <folder>` or the browser's own work. */
function ownerOf(file: string): string {
  const inPackage = file.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (inPackage) return inPackage[1]!;
  const app = file.match(/^apps\/web\/src\/([^/]+)\//) ?? file.match(/^(packages|plugins)\/([^/]+)\//);
  if (app)
    return app[0].startsWith('packages') || app[0].startsWith('plugins')
      ? `@platform ${app[2]}`
      : `app: ${app[1]}`;
  return file;
}

function add(totals: Totals, key: string, ms: number): void {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

/** Self time of each sample, by owner, source file and function (the browser's idle time left out). */
function attribute(
  profile: Protocol.Profiler.Profile,
  maps: SourceMaps,
  into: Record<'owner' | 'file' | 'fn', Totals>,
) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  const samples = profile.samples ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = nodes.get(samples[i]!)!;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') continue;
    // A sample's time is the interval until the next one.
    const ms = (deltas[i + 1] ?? SAMPLING_INTERVAL_US) / 1000;
    const { file, fn } = name.startsWith('(') ? { file: name, fn: name } : maps.resolve(node.callFrame);
    add(into.owner, ownerOf(file), ms);
    add(into.file, file, ms);
    add(into.fn, `${fn}  ${file}`, ms);
  }
}

function printTable(title: string, totals: Totals, loads: number, rows = TOP): void {
  const all = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`\n${title}`);
  console.log('| ms per load | share | |\n|---:|---:|---|');
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`| ${(ms / loads).toFixed(1)} | ${((100 * ms) / all).toFixed(1)} % | ${key} |`);
}

async function profileLoads(distDir: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'start-up-profile-'));
  const server = await startBenchServer(
    {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      RATE_LIMIT: 'off',
      JWT_SECRET: 'start-up-profile-secret-start-up-profile',
    },
    { timeoutMs: 420_000, echoStderr: true },
  );
  const maps = new SourceMaps(distDir);
  const totals = { owner: new Map(), file: new Map(), fn: new Map() } satisfies Record<string, Totals>;
  const perLoad: number[] = [];
  try {
    const session = await pupilSession(server.url);
    const url = `${server.url}/completare-lectie/id/${session.lessonId}`;
    console.log(`${LOADS} loads of ${url} at 375 x 667, CPU sampled every ${SAMPLING_INTERVAL_US} µs`);
    for (let load = 0; load < LOADS; load++) {
      const profile = await withSignedInPage(url, session.tokens, async (page) => {
        await page.setViewport({
          width: 375,
          height: 667,
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 2,
        });
        const cdp = await page.createCDPSession();
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
        await cdp.send('Profiler.start');
        await page.goto(url);
        await page.waitForFunction(
          (label) =>
            [...document.querySelectorAll('button')].some((button) => button.textContent?.includes(label)),
          { timeout: 60_000 },
          START_BUTTON,
        );
        return (await cdp.send('Profiler.stop')).profile;
      });
      if (SAVE_DIR)
        writeFileSync(path.join(SAVE_DIR, `start-up-${load + 1}.cpuprofile`), JSON.stringify(profile));
      const before = [...totals.owner.values()].reduce((sum, ms) => sum + ms, 0);
      attribute(profile, maps, totals);
      perLoad.push([...totals.owner.values()].reduce((sum, ms) => sum + ms, 0) - before);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nmain-thread CPU per load (ms, self time of every sample but idle): ${perLoad.map((ms) => ms.toFixed(0)).join(', ')}`,
  );
  printTable('by package or app folder', totals.owner, LOADS);
  printTable('by source file', totals.file, LOADS);
  printTable('by function', totals.fn, LOADS);
  console.log(
    `\nload average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

const given = process.argv[2];
if (given) {
  await profileLoads(path.resolve(given));
} else {
  const webDist = mkdtempSync(path.join(tmpdir(), 'start-up-web-'));
  try {
    console.log('building the web app');
    execFileSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', webDist, '--emptyOutDir'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await profileLoads(webDist);
  } finally {
    rmSync(webDist, { recursive: true, force: true });
  }
}
