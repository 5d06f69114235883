import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startCompletionRouteServer } from './completion-route-server.js';
import { lighthouseBrowser } from './lighthouse-browser.js';
import { runLighthouse, type LighthouseFigures } from './lighthouse-run.js';
import { boundedEnvCount, median } from './measure.js';
import type { ServerProcess } from './server-process.js';
import { withWebBuilds, type WebBuild } from './web-builds.js';

/**
 * Lighthouse's mobile score of the pupil's completion route for two or more builds, runs alternating between
 * them so a machine that slows down during the run slows every build alike. One run's score spreads over
 * 15 points on these hosts: a change to the first load is judged by the medians of several runs each.
 *
 *   npm run bench:lighthouse-compare -- /tmp/build-a /tmp/build-b
 *   LIGHTHOUSE_COMPARE_RUNS=9 LIGHTHOUSE_COMPARE_CPU=2.97 npm run bench:lighthouse-compare -- a b
 */

const RUNS = boundedEnvCount('LIGHTHOUSE_COMPARE_RUNS', 6, 1, 20);
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_COMPARE_CPU ?? 4);

interface Build extends WebBuild {
  server?: ServerProcess;
  url?: string;
  tokens?: Record<string, string>;
  runs: LighthouseFigures[];
}

async function startServer(build: Build, dataDir: string): Promise<void> {
  Object.assign(
    build,
    await startCompletionRouteServer(build.distDir, dataDir, 'lighthouse-compare-secret-lighthouse-compare'),
  );
}

async function run(webBuilds: WebBuild[]): Promise<void> {
  if (!(CPU_SLOWDOWN >= 1 && CPU_SLOWDOWN <= 20)) throw new Error('LIGHTHOUSE_COMPARE_CPU: 1 to 20');
  const builds: Build[] = webBuilds.map((build) => ({ ...build, runs: [] }));
  const browser = lighthouseBrowser();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-compare-'));
  try {
    for (const [index, build] of builds.entries())
      await startServer(build, path.join(dataDir, String(index)));
    console.log(
      `Lighthouse (mobile, ${CPU_SLOWDOWN}x) in ${browser.name}, ${RUNS} runs per build, alternating`,
    );
    for (let round = 0; round < RUNS; round++)
      for (const build of builds) {
        const figures = await runLighthouse(build.url!, build.tokens!, CPU_SLOWDOWN, browser.path);
        build.runs.push(figures);
        console.log(
          `${build.name}: ${figures.score} (FCP ${figures.fcpMs.toFixed(0)}, LCP ${figures.lcpMs.toFixed(0)}, ` +
            `TBT ${figures.tbtMs.toFixed(0)} ms; ${figures.scriptRequests} scripts; benchmarkIndex ${figures.benchmarkIndex.toFixed(0)})`,
        );
      }
  } finally {
    for (const build of builds) await build.server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    '\n| build | score, median | scores | FCP ms, median | LCP ms, median | TBT ms, median | scripts |\n' +
      '|---|---:|---|---:|---:|---:|---:|',
  );
  for (const build of builds) {
    const of = (pick: (figures: LighthouseFigures) => number) => median(build.runs.map(pick)).toFixed(0);
    const scores = [...build.runs.map((figures) => figures.score)].sort((a, b) => a - b);
    console.log(
      `| ${build.name} | ${of((f) => f.score)} | ${scores.join(', ')} | ${of((f) => f.fcpMs)} | ` +
        `${of((f) => f.lcpMs)} | ${of((f) => f.tbtMs)} | ${of((f) => f.scriptRequests)} |`,
    );
  }
  console.log(
    `\nload average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

await withWebBuilds(process.argv.slice(2), run);
