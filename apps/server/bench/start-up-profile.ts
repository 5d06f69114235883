import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startCompletionRouteServer } from './completion-route-server.js';
import { boundedEnvCount, boundedEnvNumber, median } from './measure.js';
import type { ServerProcess } from './server-process.js';
import {
  attribute,
  printTable,
  schemasBySourceFile,
  SAMPLING_INTERVAL_US,
  SourceMaps,
  type Totals,
} from './start-up-attribution.js';
import {
  profiledLoad,
  schemaStacksOfLoad,
  throttledLoad,
  tracedLoad,
  type BlockingFigures,
  type TracedLoadFigures,
} from './start-up-loads.js';
import { withWebBuilds, type WebBuild } from './web-builds.js';

/**
 * Where the pupil's start-up spends the phone's CPU, and what it blocks. For each build: Chromium's CPU
 * profile of fresh loads of the completion route (navigation until the intro screen's button shows) at a
 * phone's viewport, attributed through the build's source maps; then loads with the CPU slowed 4x (or
 * `STARTUP_SLOWDOWN`) by DevTools' throttling, alternating between the builds, each load's blocking time from
 * the page's long tasks; and the zod schemas one load builds before the intro screen, counted (a figure no
 * machine changes). The profile's 0.1 ms sampling slows the page: read its shares, not its milliseconds.
 *
 *   npm run bench:start-up                              # builds the web app into a temporary folder
 *   npm run bench:start-up -- apps/web/dist /tmp/other  # existing builds, compared load by load
 *   STARTUP_LOADS=8 STARTUP_BLOCKING_LOADS=10 STARTUP_TRACED_LOADS=12 STARTUP_PROFILE_DIR=/tmp/profiles npm run bench:start-up
 *   STARTUP_SLOWDOWN=13.58 STARTUP_LOADS=0 npm run bench:start-up  # the blocking at a low-tier phone's rate
 */

const PROFILED_LOADS = boundedEnvCount('STARTUP_LOADS', 5, 0, 20);
const BLOCKING_LOADS = boundedEnvCount('STARTUP_BLOCKING_LOADS', 6, 0, 20);
const TRACED_LOADS = boundedEnvCount('STARTUP_TRACED_LOADS', 8, 0, 30);
// Lighthouse's default 4x, or a phone's rate as the first-load bench calibrates it (e.g. STARTUP_SLOWDOWN=13.58
// for a low-tier phone): the blocking from the page's own CPU time beside the one from wall time at that rate.
const CPU_SLOWDOWN = boundedEnvNumber('STARTUP_SLOWDOWN', 4, 1, 30);
const SCHEMA_ROWS = 25;
// Each profiled load's .cpuprofile is written there too, for DevTools' Performance panel (Load profile).
const SAVE_DIR = process.env.STARTUP_PROFILE_DIR;

interface Build extends WebBuild {
  server?: ServerProcess;
  url?: string;
  tokens?: Record<string, string>;
}

async function startServer(build: Build, dataDir: string): Promise<void> {
  Object.assign(
    build,
    await startCompletionRouteServer(build.distDir, dataDir, 'start-up-profile-secret-start-up-profile'),
  );
}

async function profileBuild(build: Build, index: number): Promise<void> {
  if (PROFILED_LOADS === 0) return;
  const maps = new SourceMaps(build.distDir);
  const totals = { owner: new Map(), file: new Map(), fn: new Map() } satisfies Record<string, Totals>;
  const sum = () => [...totals.owner.values()].reduce((all, ms) => all + ms, 0);
  const perLoad: number[] = [];
  for (let load = 0; load < PROFILED_LOADS; load++) {
    const profile = await profiledLoad(build.url!, build.tokens!);
    if (SAVE_DIR)
      writeFileSync(
        path.join(SAVE_DIR, `start-up-${index + 1}-${load + 1}.cpuprofile`),
        JSON.stringify(profile),
      );
    const before = sum();
    attribute(profile, maps, totals);
    perLoad.push(sum() - before);
  }
  console.log(
    `\n## ${build.name}: ${PROFILED_LOADS} profiled loads (CPU sampled every ${SAMPLING_INTERVAL_US} µs)\n` +
      `main-thread CPU per load (ms, every sample but idle): ${perLoad.map((ms) => ms.toFixed(0)).join(', ')}`,
  );
  printTable('by package or app folder', totals.owner, PROFILED_LOADS);
  printTable('by source file', totals.file, PROFILED_LOADS);
  printTable('by function', totals.fn, PROFILED_LOADS);
}

/** How many zod schemas a load builds before the intro screen, and whose code asks for them. */
async function countSchemas(build: Build): Promise<void> {
  const stacks = await schemaStacksOfLoad(build.url!, build.tokens!);
  const byFile = schemasBySourceFile(stacks, new SourceMaps(build.distDir));
  console.log(
    `\n## ${build.name}: ${stacks.length} zod schemas built before the intro screen (one load, zod's ` +
      'construction hook), by the source file that builds them\n',
  );
  console.log('| schemas | share | |\n|---:|---:|---|');
  for (const [file, count] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, SCHEMA_ROWS))
    console.log(`| ${count} | ${((100 * count) / stacks.length).toFixed(1)} % | ${file} |`);
}

/** `loads` rounds of one load per build: a machine that slows down during the run slows every build alike. */
async function alternating<T>(
  builds: Build[],
  loads: number,
  load: (build: Build) => Promise<T>,
): Promise<T[][]> {
  const figures: T[][] = builds.map(() => []);
  for (let round = 0; round < loads; round++)
    for (const [index, build] of builds.entries()) figures[index]!.push(await load(build));
  return figures;
}

async function compareBlocking(builds: Build[]): Promise<void> {
  if (BLOCKING_LOADS === 0) return;
  const figures: BlockingFigures[][] = await alternating(builds, BLOCKING_LOADS, (build) =>
    throttledLoad(build.url!, build.tokens!, CPU_SLOWDOWN),
  );
  console.log(
    `\n## Blocking time at a ${CPU_SLOWDOWN}x CPU slowdown (DevTools throttling), ${BLOCKING_LOADS} loads each, ` +
      'from the first contentful paint until the intro screen\n',
  );
  console.log(
    '| build | blocking ms, median | each load | longest task ms, median | FCP ms, median |\n|---|---:|---|---:|---:|',
  );
  for (const [index, build] of builds.entries()) {
    const runs = figures[index]!;
    console.log(
      `| ${build.name} | ${median(runs.map((run) => run.blockingMs)).toFixed(0)} | ` +
        `${runs.map((run) => run.blockingMs.toFixed(0)).join(', ')} | ` +
        `${median(runs.map((run) => Math.max(0, ...run.tasksMs))).toFixed(0)} | ` +
        `${median(runs.map((run) => run.fcpMs)).toFixed(0)} |`,
    );
  }
}

/** Lighthouse's blocking time from unthrottled traces, from wall time and from CPU time, builds alternating. */
async function compareTraced(builds: Build[]): Promise<void> {
  if (TRACED_LOADS === 0) return;
  const figures: TracedLoadFigures[][] = await alternating(builds, TRACED_LOADS, (build) =>
    tracedLoad(build.url!, build.tokens!, CPU_SLOWDOWN),
  );
  console.log(
    `\n## Blocking time as Lighthouse simulates it at ${CPU_SLOWDOWN}x (each main-thread task after the first ` +
      `contentful paint counted ${CPU_SLOWDOWN} times, the part over 50 ms), from unthrottled traces, ` +
      `${TRACED_LOADS} loads each: from each task's CPU time, and from its wall time as Lighthouse does\n`,
  );
  console.log(
    '| build | from CPU time, median | each load | from wall time, median | each load | main-thread CPU ms, median | ' +
      'intro screen ms, median |\n|---|---:|---|---:|---|---:|---:|',
  );
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  for (const [index, build] of builds.entries()) {
    const runs = figures[index]!;
    const cpu = runs.map((run) => run.fromCpuMs);
    const wall = runs.map((run) => run.fromWallMs);
    console.log(
      `| ${build.name} | ${median(cpu).toFixed(0)} | ${list(cpu)} | ${median(wall).toFixed(0)} | ${list(wall)} | ` +
        `${median(runs.map((run) => run.mainThreadCpuMs)).toFixed(0)} | ` +
        `${median(runs.map((run) => run.introShownMs)).toFixed(0)} |`,
    );
  }
}

async function run(builds: Build[]): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'start-up-profile-'));
  try {
    for (const [index, build] of builds.entries())
      await startServer(build, path.join(dataDir, String(index)));
    for (const [index, build] of builds.entries()) await profileBuild(build, index);
    for (const build of builds) await countSchemas(build);
    await compareBlocking(builds);
    await compareTraced(builds);
  } finally {
    for (const build of builds) await build.server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nload average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

await withWebBuilds(process.argv.slice(2), run);
