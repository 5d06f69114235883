import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { STORAGE_KEYS } from '@platform/contracts';
import { budgetProblems, kb, measurePupilRoutes } from '../../web/size-budget/check-size-budget.js';
import { laterPupilChunks, PUPIL_ROUTE_GZIP_GOAL } from '../../web/size-budget/pupil-routes.js';
import { readChunkGraph, type RouteSizes } from '../../web/size-budget/route-sizes.js';
import { FULL_CHROMIUM, lighthouseBrowser, type LighthouseBrowser } from './lighthouse-browser.js';
import { runLighthouse, type LighthouseFigures } from './lighthouse-run.js';
import { calibrateCpuSlowdown, LOW_TIER_PHONE, MID_TIER_PHONE, type Calibration } from './cpu-calibration.js';
import { boundedEnvCount } from './measure.js';
import { startBenchServer, type ServerProcess } from './server-process.js';
import { checkInstallableAndOffline, type PwaFigures } from './pwa-check.js';

/** One figure of the bench table: its goal, what this run measured and a ratio from the same run. */
export interface GoalRow {
  figure: string;
  goal: string;
  measured: string;
  /** A comparison measured in the same run, so it holds across machines (e.g. vs the peer's floor). */
  ratio: string;
  /** null when the figure has no goal (a reference value). */
  met: boolean | null;
  note?: string;
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LIGHTHOUSE_GOAL = 95;
// Lighthouse's simulated FCP and TBT swing from run to run with the same build (72-79 at 4x on one
// afternoon): each score is the median of this many runs (bounded, 1-9).
const LIGHTHOUSE_RUNS = boundedEnvCount('BENCH_LIGHTHOUSE_RUNS', 3, 1, 9);
// The pupil's first lesson for Lighthouse: seeded by apps/server/src/seed/lessons.seed.ts.
const LESSON_TITLE = 'Becurile și tuburile de neon';

/** The JavaScript files H5P's standalone player loads before any content type's own code. */
export function h5pPlayerFloor(): { files: string[]; gzip: number; brotli: number; raw: number } {
  const distDir = path.join(REPO_ROOT, 'node_modules/h5p-standalone/dist');
  const files = ['main.bundle.js', 'frame.bundle.js'];
  let gzip = 0;
  let brotli = 0;
  let raw = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
    }).length;
  }
  return { files, gzip, brotli, raw };
}

function sizeRows(routes: RouteSizes[], h5pGzip: number): GoalRow[] {
  return routes.map((sizes) => ({
    figure: `JS before first screen: ${sizes.route.name} (${sizes.route.path})`,
    goal: `<= ${kb(sizes.route.gzipGoal)} kB gzip, no staff code`,
    measured: `${kb(sizes.gzip)} kB gzip, ${kb(sizes.brotli)} kB br (${kb(sizes.raw)} kB raw, ${sizes.files.length} files)`,
    ratio: `${(sizes.gzip / h5pGzip).toFixed(2)}x H5P player`,
    met: sizes.gzip <= sizes.route.gzipGoal && sizes.staffModules.length === 0,
    note:
      sizes.staffModules.length > 0
        ? `staff code: ${sizes.staffModules[0]!.moduleId}`
        : `npm test budget ${kb(sizes.route.gzipBudget)} kB: ${budgetProblems(sizes).length === 0 ? 'passes' : 'FAILS'}`,
  }));
}

/** Signs the demo pupil in over HTTP and finds the seeded lesson they have not started. */
export async function pupilSession(
  baseUrl: string,
): Promise<{ tokens: Record<string, string>; lessonId: number }> {
  const login = await fetch(`${baseUrl}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'elev@demo.ro', parola: 'Demo1234!' }),
  });
  if (!login.ok) throw new Error(`pupil login failed: ${login.status}`);
  const pair = (await login.json()) as { token: string; refreshToken: string };
  const lessons = await fetch(`${baseUrl}/api/lessons`, {
    headers: { authorization: `Bearer ${pair.token}` },
  });
  const lesson = ((await lessons.json()) as { id: number; title: string }[]).find(
    (item) => item.title === LESSON_TITLE,
  );
  if (!lesson) throw new Error(`no seeded lesson "${LESSON_TITLE}"`);
  return {
    tokens: { [STORAGE_KEYS.token]: pair.token, [STORAGE_KEYS.refreshToken]: pair.refreshToken },
    lessonId: lesson.id,
  };
}

/**
 * Starts the real server process (its own PGlite data folder, demo data) serving the given build on a
 * free loopback port, runs Lighthouse's mobile audit of the pupil's completion route, stops the server.
 */
async function lighthouseOfCompletion(
  webDist: string,
  log: (message: string) => void,
): Promise<LighthouseRuns> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'first-load-bench-'));
  let server: ServerProcess | undefined;
  try {
    // Bounded; a shared, loaded machine needs minutes to start and seed the demo data.
    server = await startBenchServer(
      {
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        RATE_LIMIT: 'off',
        JWT_SECRET: 'first-load-bench-secret-first-load-bench',
      },
      { timeoutMs: 420_000, echoStderr: true },
    );
    const baseUrl = server.url;
    const session = await pupilSession(baseUrl);
    const url = `${baseUrl}/completare-lectie/id/${session.lessonId}`;
    const browser = lighthouseBrowser();
    log(`Lighthouse (mobile) of ${url} in ${browser.name} (${browser.path})`);
    const standard = await medianLighthouse(url, session.tokens, 4, browser);
    // The same runs in the desktop Chromium the other checks drive, whose window's layout shares the two
    // cores with the page (lighthouse-browser.ts): shown beside, so the browser's part stays visible.
    let fullChromium: RepeatedFigures | undefined;
    if (browser.path !== FULL_CHROMIUM.path) {
      log(`Lighthouse (mobile) of the same route in ${FULL_CHROMIUM.name} (${FULL_CHROMIUM.path})`);
      fullChromium = await medianLighthouse(url, session.tokens, 4, FULL_CHROMIUM);
    }
    // The fixed 4x imitates a mid-range phone only from a host of a desktop's speed; these machines' CPU
    // benchmark has ranged from 300 to 3,000. DevTools' calibration finds the slowdown that makes this host
    // score like its two reference phones; the pupils' cheap phones are nearer the low-tier one.
    log('calibrating the CPU slowdown to a mid-tier and a low-tier phone (DevTools calibration)');
    const { unthrottledIndex, calibrations } = await calibrateCpuSlowdown(
      [MID_TIER_PHONE, LOW_TIER_PHONE],
      browser.path,
    );
    const calibrated: CalibratedRun[] = [];
    for (const calibration of calibrations) {
      log(`Lighthouse at ${calibration.cpuSlowdownMultiplier}x: ${calibration.phone.name}`);
      calibrated.push({
        calibration,
        figures: await medianLighthouse(url, session.tokens, calibration.cpuSlowdownMultiplier, browser),
      });
    }
    log('installability and an offline reload of the same route (issue 12)');
    const pwa = await checkInstallableAndOffline(url, session.tokens, LESSON_TITLE);
    return { browser, standard, fullChromium, unthrottledIndex, calibrated, pwa };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The run with the median score of LIGHTHOUSE_RUNS runs, with every run's score. */
async function medianLighthouse(
  url: string,
  tokens: Record<string, string>,
  cpuSlowdownMultiplier: number,
  browser: LighthouseBrowser,
): Promise<RepeatedFigures> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
    runs.push(await runLighthouse(url, tokens, cpuSlowdownMultiplier, browser.path));
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  return { ...byScore[Math.floor((byScore.length - 1) / 2)]!, scores: runs.map((run) => run.score) };
}

/**
 * The route whose counted files are the scripts Chromium fetched, leaving out the chunks a pupil's page
 * fetches after its first screen (the outbox, the toasts: `later`), which Lighthouse's trace also records.
 */
function matchingRoute(
  figures: LighthouseFigures,
  routes: RouteSizes[],
  later: ReadonlySet<string>,
): RouteSizes | undefined {
  const fetched = figures.scriptFiles.filter((file) => !later.has(file)).join('\n');
  return routes.find((sizes) => sizes.files.map((file) => file.file).join('\n') === fetched);
}

type RepeatedFigures = LighthouseFigures & { scores: number[] };

interface CalibratedRun {
  calibration: Calibration;
  figures: RepeatedFigures;
}

interface LighthouseRuns {
  /** The browser of `standard` and `calibrated`. */
  browser: LighthouseBrowser;
  standard: RepeatedFigures;
  /** `standard`'s runs in the desktop Chromium, when `browser` is another. */
  fullChromium?: RepeatedFigures;
  /** This host's CPU benchmark in the calibration's browser, unthrottled. */
  unthrottledIndex: number;
  calibrated: CalibratedRun[];
  pwa: PwaFigures;
}

function scoreRow(figures: RepeatedFigures, cpu: string, ratio?: string): GoalRow {
  return {
    figure: `Lighthouse mobile performance, pupil completion route (${cpu})`,
    goal: `>= ${LIGHTHOUSE_GOAL}`,
    measured:
      figures.scores.length > 1
        ? `${figures.score} (median; runs: ${figures.scores.join(', ')})`
        : String(figures.score),
    ratio: ratio ?? `benchmarkIndex ${figures.benchmarkIndex.toFixed(0)} (desktop ~1500)`,
    met: figures.score >= LIGHTHOUSE_GOAL,
    note:
      `FCP ${figures.fcpMs.toFixed(0)} ms, LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms, ` +
      `CLS ${figures.cls.toFixed(3)} (the median run), simulated slow 4G`,
  };
}

function pwaRows(pwa: PwaFigures): GoalRow[] {
  return [
    {
      figure: "Installable: Chromium's installability check of the pupil completion route",
      goal: 'no error',
      measured: pwa.installabilityErrors.length ? pwa.installabilityErrors.join(', ') : 'no error',
      ratio: 'n/a',
      met: pwa.installabilityErrors.length === 0,
      note: 'Page.getInstallabilityErrors after the first visit; Lighthouse 12 has no PWA category',
    },
    {
      figure: 'Pupil completion route loads with the network off after one visit',
      goal: 'loads',
      measured: pwa.loadsOffline ? 'loads' : 'does not load',
      ratio: 'n/a',
      met: pwa.loadsOffline,
      note: pwa.offlineNote,
    },
  ];
}

function lighthouseRows(runs: LighthouseRuns, routes: RouteSizes[], later: ReadonlySet<string>): GoalRow[] {
  const figures = runs.standard;
  const match = matchingRoute(figures, routes, later);
  const fetchedLater = figures.scriptFiles.filter((file) => later.has(file));
  const laterBytes = fetchedLater.reduce((total, file) => total + (figures.scriptFileBytes[file] ?? 0), 0);
  const firstScreenBytes = figures.scriptTransferBytes - laterBytes;
  return [
    scoreRow(runs.standard, `default 4x CPU slowdown, ${runs.browser.name}`),
    ...(runs.fullChromium
      ? [
          scoreRow(
            runs.fullChromium,
            `default 4x CPU slowdown, ${FULL_CHROMIUM.name}: its window's layout beside`,
          ),
        ]
      : []),
    ...runs.calibrated.map(({ calibration, figures: calibratedFigures }) =>
      scoreRow(
        calibratedFigures,
        `${calibration.cpuSlowdownMultiplier}x CPU slowdown, calibrated to a ${calibration.phone.name}, ` +
          runs.browser.name,
        `host benchmarkIndex ${runs.unthrottledIndex.toFixed(0)}, ${calibration.benchmarkIndex.toFixed(0)} ` +
          `slowed (phone ${calibration.phone.benchmarkIndex})`,
      ),
    ),
    ...pwaRows(runs.pwa),
    {
      figure: 'JS the browser fetched for that route (Lighthouse network log)',
      goal: 'the files the budget counts',
      measured:
        `${kb(firstScreenBytes)} kB on the wire, ${figures.scriptRequests - fetchedLater.length} requests` +
        (fetchedLater.length
          ? ` (then ${kb(laterBytes)} kB, ${fetchedLater.length} requests, after it)`
          : ''),
      ratio: match ? `${(firstScreenBytes / match.brotli).toFixed(2)}x budget's brotli figure` : 'n/a',
      met: match !== undefined,
      note:
        `encodings: ${figures.scriptEncodings.join(', ') || 'none'}; ` +
        (match
          ? `exactly the files of "${match.route.name}"`
          : `matches no computed route: ${figures.scriptFiles.join(' ')}`) +
        (fetchedLater.length ? `; after the first screen also ${fetchedLater.join(' ')}` : ''),
    },
  ];
}

/**
 * The pupil's first load: builds the web app, measures each pupil route's JavaScript (gzip, brotli),
 * H5P's player as the peer's floor, and Lighthouse's mobile score of the completion route.
 * BENCH_LIGHTHOUSE=0 skips the browser part.
 */
export async function runFirstLoadBenchmarks(
  log: (message: string) => void = console.log,
): Promise<GoalRow[]> {
  const webDist = mkdtempSync(path.join(tmpdir(), 'first-load-web-'));
  try {
    log('building the web app for the first-load figures');
    execFileSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', webDist, '--emptyOutDir'], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
      timeout: 300_000,
    });
    const routes = measurePupilRoutes(webDist);
    const h5p = h5pPlayerFloor();
    const rows = sizeRows(routes, h5p.gzip);
    rows.push({
      figure: `Peer's floor: H5P standalone player (${h5p.files.join(' + ')})`,
      goal: 'reference',
      measured: `${kb(h5p.gzip)} kB gzip, ${kb(h5p.brotli)} kB br (${kb(h5p.raw)} kB raw)`,
      ratio: `${(h5p.gzip / PUPIL_ROUTE_GZIP_GOAL).toFixed(2)}x our goal`,
      met: null,
      note: 'before any H5P content type code, CSS or the page around it',
    });
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      rows.push(
        ...lighthouseRows(
          await lighthouseOfCompletion(webDist, log),
          routes,
          laterPupilChunks(readChunkGraph(webDist)),
        ),
      );
    }
    return rows;
  } finally {
    rmSync(webDist, { recursive: true, force: true });
  }
}

/** The rows as a Markdown table, with the machine's load when they were measured. */
export function formatGoalTable(rows: readonly GoalRow[]): string {
  const header = ['figure', 'goal', 'measured', 'ratio (same run)', 'met'];
  const cells = rows.map((row) => [
    row.figure + (row.note ? ` — ${row.note}` : ''),
    row.goal,
    row.measured,
    row.ratio,
    row.met === null ? '—' : row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(line),
    '',
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runFirstLoadBenchmarks()
    .then((rows) => {
      console.log('');
      console.log(formatGoalTable(rows));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
