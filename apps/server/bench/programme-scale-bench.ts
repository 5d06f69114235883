import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { seedBenchData } from './bulk-seed.js';
import { STORAGE_KEYS } from '@platform/contracts';
import { ANSWERS_REPORT_SORT_FIELDS } from '../src/modules/answers/answers-report.repository.js';
import { USERS_REPORT_SORT_FIELDS } from '../src/modules/users/users-report.repository.js';
import { JWT_SECRET } from './load-bench.js';
import { METRICS_TOKEN, watchServerGc } from './server-gc.js';
import { measureLargePage } from './large-page-browser.js';
import { caseFromDurations, measure, percentile, type CaseResult } from './measure.js';
import { seedScaleData, type ScaleData, type ScaleVolumes } from './scale-seed.js';
import { startBenchServer, type ServerProcess } from './server-process.js';

const REPORT_GOAL_P95_MS = 30;
/** No call of the bench waits longer (an export's URL comes back once its file is written). */
const CALL_LIMIT_MS = 10 * 60_000;
/** Issue 13: each dashboard view is one call; p95 goal on PostgreSQL at programme scale. */
const DASHBOARD_GOAL_P95_MS = 100;
const EXPORT_GOAL = { rowsPerSecond: 100_000, peakRssMb: 250 };
/**
 * Issue 10, item 4: a page of the spec's large sizes shows its first rows within 3 s (on 200,000 users;
 * here a million), and each next chunk of 1,000 rows, read as the user scrolls, arrives within a second.
 */
const LARGE_PAGE_GOAL = { firstRowsMs: 3_000, nextChunkMs: 1_000 };
const LARGE_PAGE = { path: '/rapoarte/utilizatori', pageSize: 100_000, chunks: 5 };

export interface ScaleBenchOptions {
  kind: 'postgres' | 'pglite';
  adminUrl?: string;
  volumes: ScaleVolumes;
  /** Upper bound of the seeding time; the table states the counts reached. */
  maxSeedSeconds: number;
  log(message: string): void;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function adminQuery<T>(adminUrl: string, text: string): Promise<T[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Seeds demo + bench + scale data into an open, migrated database and records what it holds. */
async function seedAll(
  handle: DatabaseHandle,
  options: ScaleBenchOptions,
  dataDir: string,
): Promise<ScaleData> {
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET, WEB_DIST_DIR: path.join(dataDir, 'no-web') });
  const app = await buildApp({ db: handle.db, config, databaseKind: handle.kind });
  try {
    await seedDemoData(handle.db, {
      passwordHasher: app.services.passwordHasher,
      storage: app.services.uploadsStorage,
    });
    const passwordHash = await app.services.passwordHasher.hash('Demo1234!');
    await seedBenchData(handle.db, {
      volumes: { schools: 500, pupils: 2_000, lessonAnswers: 20_000, wasteOrders: 2_000 },
      passwordHash,
    });
    const data = await seedScaleData(handle.db, {
      volumes: options.volumes,
      passwordHash,
      maxSeconds: options.maxSeedSeconds,
      log: options.log,
    });
    await handle.db.execute(sql`create table bench_scale_info (info jsonb not null)`);
    await handle.db.execute(sql`insert into bench_scale_info (info) values (${JSON.stringify(data)}::jsonb)`);
    return data;
  } finally {
    await app.close();
  }
}

/**
 * PostgreSQL: the data set lives in a dedicated database (BENCH_SCALE_DB, default `eco_bench`) and is
 * reused by later runs when it holds the same volumes (seeding 10M answers takes many minutes); it is
 * re-created when the volumes differ or BENCH_RESEED=1.
 */
async function preparePostgres(
  options: ScaleBenchOptions,
): Promise<{ env: Record<string, string>; data: ScaleData }> {
  const adminUrl = options.adminUrl!;
  const name = process.env.BENCH_SCALE_DB ?? 'eco_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_SCALE_DB: lowercase letters, digits, _');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const exists =
    (await adminQuery(adminUrl, `select 1 from pg_database where datname = '${name}'`)).length > 0;
  if (exists && process.env.BENCH_RESEED !== '1') {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      const [row] = rowsOf<{ info: ScaleData }>(
        await handle.db.execute(sql`select info from bench_scale_info limit 1`).catch(() => ({ rows: [] })),
      );
      if (
        row &&
        row.info.volumes.users === options.volumes.users &&
        row.info.volumes.answers === options.volumes.answers
      ) {
        options.log(`scale bench: reusing database ${name} (${JSON.stringify(row.info.counts)})`);
        // Migrations newer than the data set run here, not in the server's start-up, which has a time bound: an
        // index on ten million answers takes minutes.
        await handle.migrate();
        return { env: { DATABASE_URL: url.toString() }, data: row.info };
      }
    } finally {
      await handle.close();
    }
  }
  if (exists) await adminQuery(adminUrl, `drop database ${name} with (force)`);
  await adminQuery(adminUrl, `create database ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-scale-bench-'));
  try {
    await handle.migrate();
    const data = await seedAll(handle, options, dataDir);
    return { env: { DATABASE_URL: url.toString() }, data };
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The demo account's token pair, as the login page stores it. */
async function signIn(
  server: ServerProcess,
  email: string,
): Promise<{ token: string; refreshToken: string }> {
  const response = await fetch(`${server.url}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, parola: 'Demo1234!' }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return (await response.json()) as { token: string; refreshToken: string };
}

const login = async (server: ServerProcess, email: string) => (await signIn(server, email)).token;

async function get(
  server: ServerProcess,
  token: string,
  pathAndQuery: string,
  limitMs = CALL_LIMIT_MS,
): Promise<unknown> {
  const response = await fetch(`${server.url}${pathAndQuery}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(limitMs),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${pathAndQuery} -> ${response.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body) as unknown;
}

/** The first page sorted by each of `fields` both ways: `[sort, url]` with sort as "field direction". */
const everySort = (fields: readonly string[], url: (sort: string) => string) =>
  fields.flatMap((field) =>
    (['asc', 'desc'] as const).map((direction): [string, string] => [
      `${field} ${direction}`,
      url(`${field},${direction}`),
    ]),
  );

/**
 * Issue 10 asks for each filter/sort mix: the first page of the two largest reports sorted by every column
 * they can be sorted by, both ways (the answers with the screen's edition filter, the users unfiltered).
 */
function sortSweep(data: ScaleData): [name: string, url: string][] {
  const named = (label: string, pages: [string, string][]) =>
    pages.map(([sort, url]): [string, string] => [`${label}, sorted by ${sort}`, url]);
  return [
    ...named(
      'answers',
      everySort(
        ANSWERS_REPORT_SORT_FIELDS,
        (sort) => `/api/lessons/answers/report?editionId=${data.editionId}&sort=${sort}&page=0&size=20`,
      ),
    ),
    ...named(
      'users',
      everySort(USERS_REPORT_SORT_FIELDS, (sort) => `/api/users/report?sort=${sort}&page=0&size=20`),
    ),
  ];
}

/** One filter of a report, with its first page sorted by every column both ways. */
interface FilteredSorts {
  report: 'answers' | 'users';
  filter: string;
  pages: [sort: string, url: string][];
}

/**
 * The first page of the two reports that grow to millions with one filter (each kind of filter their screens
 * have, with values that keep few, some or millions of rows), sorted by every column both ways: issue 10 asks
 * for each filter/sort mix.
 */
function filteredSortSweep(data: ScaleData): FilteredSorts[] {
  const answersFilters = [
    'state=PENDING_APPROVAL',
    'state=REJECTED',
    // Five million answers, and 30,002 (the pupils halfway through a lesson: scale-seed.ts).
    'state=COMPLETED',
    'state=IN_PROGRESS',
    'lessonType=LESSON',
    'lessonType=HOMEWORK',
    'lessonTitle=bec',
    `lessonId=${data.exportLessonId}`,
    'userName=ion',
    'schoolName=liceul',
  ];
  // The users report's filters (since the forty-fifth run): a role of 502 teachers, the 100,202 disabled pupils,
  // two names (62,690 and 15,670 users), the bench's own e-mail domain (teachers), one teacher's phone number, a
  // class of 286,287 pupils, a kind of school and a county.
  const usersFilters = [
    'role=PROFESOR',
    'isEnabled=false',
    'nume=ion',
    'nume=ana%20p',
    'email=bench.ro',
    'telefon=0720000123',
    'clasa=VII-a',
    'schoolName=liceul',
    'judet=cluj',
  ];
  return [
    ...answersFilters.map((filter): FilteredSorts => ({
      report: 'answers',
      filter,
      pages: everySort(
        ANSWERS_REPORT_SORT_FIELDS,
        (sort) =>
          `/api/lessons/answers/report?editionId=${data.editionId}&${filter}&sort=${sort}&page=0&size=20`,
      ),
    })),
    ...usersFilters.map((filter): FilteredSorts => ({
      report: 'users',
      filter,
      pages: everySort(
        USERS_REPORT_SORT_FIELDS,
        (sort) => `/api/users/report?${filter}&sort=${sort}&page=0&size=20`,
      ),
    })),
  ];
}

/** The report mixes of the screens: first pages and filter/sort mixes, each measured on its own. */
function reportMixes(data: ScaleData): [name: string, url: string][] {
  const e = data.editionId;
  return [
    [
      'answers: newest (screen opens)',
      `/api/lessons/answers/report?editionId=${e}&sort=timestamp,desc&page=0&size=20`,
    ],
    [
      'answers: pending, by pupil',
      `/api/lessons/answers/report?editionId=${e}&state=PENDING_APPROVAL&sort=userName,asc&page=0&size=20`,
    ],
    [
      'answers: pupil name, by points',
      `/api/lessons/answers/report?editionId=${e}&userName=ion&sort=points,desc&page=0&size=20`,
    ],
    [
      'answers: school + type',
      `/api/lessons/answers/report?editionId=${e}&schoolName=liceul&lessonType=LESSON&sort=timestamp,desc&page=0&size=20`,
    ],
    ['users: pupils, by name', '/api/users/report?role=ELEV&isEnabled=true&sort=nume,asc&page=0&size=20'],
    [
      'users: name filter, last login',
      '/api/users/report?role=ELEV&nume=pop&sort=lastLogin,desc&page=0&size=20',
    ],
    [
      'users: county, by school',
      '/api/users/report?role=ELEV&role=PROFESOR&judet=cluj&sort=schoolName,asc&page=0&size=20',
    ],
    ['users: newest', '/api/users/report?sort=timestamp,desc&page=0&size=20'],
    ['schools: first page', '/api/schools/report?page=0&size=20'],
    ['orders: first page', '/api/waste-collection-forms/report?page=0&size=20'],
  ];
}

/** Issue 13: the one call of each dashboard view, as its screen makes it. */
function dashboardCalls(
  data: ScaleData,
  tokens: { admin: string; teacher: string; pupil: string },
): [name: string, token: string, url: string][] {
  const e = data.editionId;
  return [
    ['dashboard edition: whole country', tokens.admin, `/api/dashboards/edition?editionId=${e}`],
    ['dashboard edition: one county', tokens.admin, `/api/dashboards/edition?editionId=${e}&judet=Cluj`],
    // A large school's grid opens on one class (issue 13: the class whose answers await approval).
    ['dashboard class progress (teacher)', tokens.teacher, '/api/dashboards/class-progress'],
    [
      'dashboard class progress: another class',
      tokens.teacher,
      `/api/dashboards/class-progress?clasa=${encodeURIComponent('a V-a A')}`,
    ],
    ['dashboard my progress (pupil)', tokens.pupil, '/api/dashboards/my-progress'],
  ];
}

/**
 * The deepest 1,000-row chunk a 200,000-row page reads as the user scrolls to its end (OFFSET 199,000), or the
 * last full chunk of a smaller report (PGlite's scale has about 100,000 users: page 199 would be empty).
 */
export function deepChunk(rows: number): { page: number; label: string } {
  const page = Math.max(0, Math.min(199, Math.floor(rows / 1000) - 1));
  const rowsFrom = (page * 1000 + 1).toLocaleString('en-US');
  return { page, label: `rows ${rowsFrom}-${((page + 1) * 1000).toLocaleString('en-US')}` };
}

function buildWeb(dataDir: string, log: (message: string) => void): string {
  const webDist = path.join(dataDir, 'web');
  log('building the web app for the large-page case');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', webDist, '--emptyOutDir'], {
    stdio: 'ignore',
  });
  return webDist;
}

/** The users report with 100,000 rows per page in Chromium: first rows, then chunks read by scrolling. */
async function largePageRows(
  server: ServerProcess,
  kind: ScaleBenchOptions['kind'],
  scaleNote: string,
  log: (message: string) => void,
): Promise<CaseResult[]> {
  const pair = await signIn(server, 'admin@demo.ro');
  log(`large page: ${LARGE_PAGE.path} with ${LARGE_PAGE.pageSize.toLocaleString('en-US')} rows per page`);
  const figures = await measureLargePage(
    server.url,
    { [STORAGE_KEYS.token]: pair.token, [STORAGE_KEYS.refreshToken]: pair.refreshToken },
    LARGE_PAGE.path,
    LARGE_PAGE.pageSize,
    LARGE_PAGE.chunks,
  );
  const chunks = [...figures.nextChunkMs].sort((a, b) => a - b);
  const slowest = chunks.at(-1) ?? 0;
  const base = { database: kind, peakRssMb: server.rssMb(), note: `${scaleNote}; Chromium, 1280 px` };
  return [
    {
      ...base,
      name: 'users report, 100,000 per page: first rows shown',
      ops: 1,
      seconds: figures.firstRowsMs / 1000,
      opsPerSecond: 1000 / figures.firstRowsMs,
      p50Ms: figures.firstRowsMs,
      p95Ms: figures.firstRowsMs,
      maxMs: figures.firstRowsMs,
      goal: `<= ${LARGE_PAGE_GOAL.firstRowsMs.toLocaleString('en-US')} ms`,
      measured: `${figures.firstRowsMs.toFixed(0)} ms`,
      met: figures.firstRowsMs <= LARGE_PAGE_GOAL.firstRowsMs,
    },
    {
      ...base,
      name: 'users report, 100,000 per page: next 1,000 rows on scroll',
      ops: chunks.length,
      seconds: chunks.reduce((sum, ms) => sum + ms, 0) / 1000,
      opsPerSecond: chunks.length / (chunks.reduce((sum, ms) => sum + ms, 0) / 1000),
      p50Ms: percentile(chunks, 0.5),
      p95Ms: percentile(chunks, 0.95),
      maxMs: slowest,
      goal: `each <= ${LARGE_PAGE_GOAL.nextChunkMs.toLocaleString('en-US')} ms`,
      measured: `slowest ${slowest.toFixed(0)} ms of ${chunks.length}`,
      met: slowest <= LARGE_PAGE_GOAL.nextChunkMs,
    },
  ];
}

/**
 * Reports and exports at programme scale, over HTTP against the real server process: every report mix's
 * first page (p95 goal 30 ms on PostgreSQL) and every dashboard call (p95 goal 100 ms), then a one-row-per-pupil
 * answers export alone (goal >= 100,000 rows/s at <= 250 MB server RSS), and the same export again while a
 * report page is fetched in a loop (does the export block it, and how fast is it then).
 */
export async function runScaleBenchmarks(options: ScaleBenchOptions): Promise<CaseResult[]> {
  const { kind, log } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-scale-bench-'));
  let env: Record<string, string>;
  let data: ScaleData;
  if (kind === 'postgres') ({ env, data } = await preparePostgres(options));
  else {
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    try {
      await handle.migrate();
      data = await seedAll(handle, options, dataDir);
    } finally {
      await handle.close();
    }
    // Empty, not absent: the server inherits this process's environment (DATABASE_URL would win over DATA_DIR).
    env = { DATABASE_URL: '' };
  }
  const scaleNote = `${data.counts.users.toLocaleString('en-US')} users, ${data.counts.answers.toLocaleString('en-US')} answers`;
  log(`scale bench (${kind}): ${scaleNote}`);
  if (process.env.BENCH_SEED_ONLY === '1') {
    rmSync(dataDir, { recursive: true, force: true });
    return [];
  }
  // The large-page case opens the users report in Chromium: the server serves a fresh build of the web app.
  const webDist = process.env.BENCH_SCALE_BROWSER === '0' ? undefined : buildWeb(dataDir, log);
  let server: ServerProcess | undefined;
  try {
    server = await startBenchServer({
      ...env,
      DATA_DIR: dataDir,
      JWT_SECRET,
      WEB_DIST_DIR: webDist ?? path.join(dataDir, 'no-web'),
      RATE_LIMIT: 'off',
      LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
      METRICS_TOKEN,
    });
    const token = await login(server, 'admin@demo.ro');
    const results: CaseResult[] = [];
    /** One figure per call: p95 over up to 60 calls or 10 s, with the goal beside it (PostgreSQL). */
    const measureCalls = async (calls: [name: string, token: string, url: string][], goalMs: number) => {
      for (const [name, callerToken, url] of calls) {
        const result = await measure({
          name,
          maxOps: 60,
          maxSeconds: 10,
          warmup: 2,
          run: () => get(server!, callerToken, url),
        });
        results.push({
          ...result,
          database: kind,
          goal: kind === 'postgres' ? `p95 <= ${goalMs} ms` : undefined,
          measured: `p95 ${result.p95Ms.toFixed(1)} ms`,
          met: kind === 'postgres' ? result.p95Ms <= goalMs : undefined,
          note: scaleNote,
          peakRssMb: server!.rssMb(),
        });
      }
    };
    await measureCalls(
      reportMixes(data).map(([name, url]) => [`report ${name}`, token, url]),
      REPORT_GOAL_P95_MS,
    );
    const [teacher, pupil] = [await login(server, 'profesor@demo.ro'), await login(server, 'elev@demo.ro')];
    await measureCalls(dashboardCalls(data, { admin: token, teacher, pupil }), DASHBOARD_GOAL_P95_MS);
    // The teacher's own answers screen: the report scoped to their school (about 2,000 pupils here).
    await measureCalls(
      [
        [
          "report answers: a teacher's school, newest",
          teacher,
          `/api/lessons/answers/report?editionId=${data.editionId}&sort=timestamp,desc&page=0&size=20`,
        ],
      ],
      REPORT_GOAL_P95_MS,
    );
    // A burst of staff pages after the server sat idle longer than node-postgres's default idle timeout (10 s),
    // beside the same burst right after it: a school day's quiet moment, then several people click at once
    // (PostgreSQL only: PGlite has no pool).
    if (kind === 'postgres') {
      // PostgreSQL's count of the sessions opened in the database (each reading's own connection included).
      const sessionsOpened = async () =>
        Number(
          (
            await adminQuery<{ sessions: string }>(
              env.DATABASE_URL!,
              'select sessions from pg_stat_database where datname = current_database()',
            )
          )[0]?.sessions,
        );
      const sessionsBefore = await sessionsOpened();
      const quiet = await burstsAfterQuiet(() => get(server!, token, reportMixes(data)[0]![1]));
      const newSessions = (await sessionsOpened()) - sessionsBefore - 1;
      results.push({
        ...quiet.afterQuiet,
        database: kind,
        measured: `slowest call of a burst ${quiet.afterQuiet.maxMs.toFixed(1)} ms, warm ${quiet.warm.maxMs.toFixed(1)} ms; ${newSessions} sessions opened`,
        ratio: `${(quiet.afterQuiet.maxMs / quiet.warm.maxMs).toFixed(2)}x the warm burst's`,
        note: `${scaleNote}; ${QUIET.rounds} bursts of ${QUIET.burst} calls at once, each after ${QUIET.seconds} s with no request`,
        peakRssMb: server.rssMb(),
      });
    }
    const [usersChunk, answersChunk] = [deepChunk(data.counts.users), deepChunk(data.counts.answers)];
    await measureCalls(
      [
        [
          `report users: ${usersChunk.label} (a chunk of a large page)`,
          token,
          `/api/users/report?sort=lastLogin,desc&page=${usersChunk.page}&size=1000`,
        ],
        [
          `report answers: ${answersChunk.label} (a chunk of a large page)`,
          token,
          `/api/lessons/answers/report?editionId=${data.editionId}&sort=timestamp,desc&page=${answersChunk.page}&size=1000`,
        ],
      ],
      LARGE_PAGE_GOAL.nextChunkMs,
    );
    if (webDist) results.push(...(await largePageRows(server, kind, scaleNote, options.log)));

    const pageBefore = results[0]?.p95Ms ?? 0;
    // The export of one row per pupil twice: alone (the goal: rows/s and the server's peak RSS), then while
    // the screen's newest page is fetched in a loop (does an export block other requests, and what does it
    // keep of its speed when it shares the two cores with them).
    const exportUrl = `/api/lessons/answers/report?export=xlsx&editionId=${data.editionId}&lessonId=${data.exportLessonId}&sort=timestamp,desc`;
    const running = server;
    const timedExport = async (beside?: { name: string; run: () => Promise<unknown> }) => {
      const rssBeforeMb = running.rssMb();
      const rss = running.sampleRss();
      const started = performance.now();
      let done = false;
      const exported = get(running, token, exportUrl).finally(() => {
        done = true;
      });
      const during = beside ? await measureWhile(beside.name, () => !done, beside.run) : undefined;
      const { url } = (await exported) as { url: string };
      return {
        url,
        seconds: (performance.now() - started) / 1000,
        peakRssMb: rss.stop(),
        rssBeforeMb,
        during,
      };
    };
    const alone = await timedExport();
    const shared = await timedExport({
      name: 'report answers: newest, during the export',
      run: () => get(running, token, reportMixes(data)[0]![1]),
    });
    // After the rest, so that a page still slow would slow down no other figure.
    if (kind === 'postgres') {
      // The server's collections during the sweeps, in the log and on each filtered row: how many of its pauses
      // fell among the calls of pages near the goal ("Thirty-eighth run").
      const sweepsGc = await watchServerGc(server.url);
      for (const [name, url] of sortSweep(data)) {
        const page = await measureSweepPage(name, () => get(server!, token, url));
        results.push({
          ...page.result,
          name: `report ${name}`,
          database: kind,
          goal: `p95 <= ${REPORT_GOAL_P95_MS} ms`,
          measured: `p95 ${page.result.p95Ms.toFixed(1)} ms (first call ${page.firstMs.toFixed(1)} ms)`,
          met: page.result.p95Ms <= REPORT_GOAL_P95_MS,
          note: scaleNote,
          peakRssMb: server.rssMb(),
        });
      }
      const sortSweepGc = await sweepsGc.note();
      if (sortSweepGc) log(`the sort sweep: server ${sortSweepGc}`);
      for (const sweep of filteredSortSweep(data)) {
        const filterGc = await watchServerGc(server.url);
        const row = await measureFilteredSorts(server, token, sweep, scaleNote, log);
        const gc = await filterGc.note();
        results.push(gc ? { ...row, note: `${row.note}; server ${gc}` } : row);
      }
    }
    await server.stop();
    const exportRow = async (
      name: string,
      run: Awaited<ReturnType<typeof timedExport>>,
      withGoal: boolean,
    ): Promise<CaseResult> => {
      const exportedFile = await exportRowCount(kind, env, dataDir, run.url);
      const rowsPerSecond = exportedFile.rows / run.seconds;
      const hasGoal = withGoal && kind === 'postgres';
      return {
        name,
        database: kind,
        ops: 1,
        seconds: run.seconds,
        opsPerSecond: 1 / run.seconds,
        p50Ms: run.seconds * 1000,
        p95Ms: run.seconds * 1000,
        maxMs: run.seconds * 1000,
        peakRssMb: run.peakRssMb,
        goal: hasGoal
          ? `>= ${EXPORT_GOAL.rowsPerSecond.toLocaleString('en-US')} rows/s, RSS <= ${EXPORT_GOAL.peakRssMb} MB`
          : undefined,
        measured: `${Math.round(rowsPerSecond).toLocaleString('en-US')} rows/s, RSS ${run.peakRssMb.toFixed(0)} MB`,
        met: hasGoal
          ? rowsPerSecond >= EXPORT_GOAL.rowsPerSecond && run.peakRssMb <= EXPORT_GOAL.peakRssMb
          : undefined,
        ratio: run.during
          ? `page p95 ${run.during.p95Ms.toFixed(0)} ms during vs ${pageBefore.toFixed(0)} ms before`
          : `${(shared.seconds / alone.seconds).toFixed(2)}x its rate with the page loop beside it`,
        note: `${exportedFile.rows.toLocaleString('en-US')} rows in ${run.seconds.toFixed(1)} s, ${(exportedFile.bytes / 1024 / 1024).toFixed(0)} MB file; server process RSS (${run.rssBeforeMb.toFixed(0)} MB when the export started)`,
      };
    };
    results.push(await exportRow('xlsx export: answers, one row per pupil (alone)', alone, true));
    results.push(
      await exportRow('xlsx export: the same, with a report page fetched in a loop beside it', shared, false),
    );
    results.push({
      ...shared.during!,
      database: kind,
      peakRssMb: shared.peakRssMb,
      note: `${shared.during!.ops} pages while the export ran`,
    });
    return results;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Latencies of `run` called one at a time while `active()` holds (bounded: 2,000 calls, 10 minutes). */
async function measureWhile(
  name: string,
  active: () => boolean,
  run: () => Promise<unknown>,
): Promise<CaseResult> {
  const durations: number[] = [];
  const started = performance.now();
  while (active() && durations.length < 2_000 && performance.now() - started < 600_000) {
    const callStart = performance.now();
    await run();
    durations.push(performance.now() - callStart);
  }
  return caseFromDurations(name, durations, (performance.now() - started) / 1000);
}

/** The quiet moments of `burstsAfterQuiet`: longer than node-postgres's 10 s idle timeout. */
const QUIET = { seconds: 11, rounds: 3, burst: 8 };

/**
 * A burst of calls at once after each of a few quiet moments (no request to the server), and the same burst
 * right after it, on the connections the first one left: what the pool's closed connections cost.
 */
async function burstsAfterQuiet(run: () => Promise<unknown>) {
  const burst = async (into: number[]) =>
    Promise.all(
      Array.from({ length: QUIET.burst }, async () => {
        const callStart = performance.now();
        await run();
        into.push(performance.now() - callStart);
      }),
    );
  const afterQuiet: number[] = [];
  const warm: number[] = [];
  const started = performance.now();
  for (let i = 0; i < QUIET.rounds; i++) {
    await new Promise((resolve) => setTimeout(resolve, QUIET.seconds * 1000));
    await burst(afterQuiet);
    await burst(warm);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    afterQuiet: caseFromDurations(
      `report answers: newest, a burst of ${QUIET.burst} after ${QUIET.seconds} s of quiet`,
      afterQuiet,
      seconds,
    ),
    warm: caseFromDurations('report answers: newest, the same burst right after', warm, seconds),
  };
}

/** Rows of an export, as the server recorded them in export_files (read after the server stopped). */
async function exportRowCount(
  kind: 'postgres' | 'pglite',
  env: Record<string, string>,
  dataDir: string,
  url: string,
) {
  const id = /exports\/([0-9a-f-]+)\.xlsx/.exec(url)?.[1] ?? '';
  const handle = await openDatabase(
    kind === 'postgres' ? { kind, url: env.DATABASE_URL! } : { kind, dataDir: path.join(dataDir, 'pgdata') },
  );
  try {
    const [row] = rowsOf<{ row_count: number; size: number }>(
      await handle.db.execute(sql`select row_count, size from export_files where id = ${id}`),
    );
    if (!row) throw new Error(`export ${url}: no export_files row`);
    return { rows: Number(row.row_count), bytes: Number(row.size) };
  } finally {
    await handle.close();
  }
}

/** A page of the filtered sweep waits at most this long (some took seconds: the row says which). */
const FILTERED_PAGE_LIMIT_MS = 30_000;

/**
 * The sweeps measure each page with up to twenty calls or three seconds, no warm-up: the first call, cold, is
 * one of the samples and is also reported on its own. Until the thirty-seventh run a page had three calls
 * (pages took seconds then), and the p95 of three calls is their slowest: one pause of the server or of the
 * bench anywhere among 486 calls failed a page.
 */
const SWEEP_BOUNDS = { maxOps: 20, maxSeconds: 3 };

async function measureSweepPage(
  name: string,
  call: () => Promise<unknown>,
): Promise<{ result: CaseResult; firstMs: number }> {
  let firstMs = 0;
  const result = await measure({
    name,
    ...SWEEP_BOUNDS,
    warmup: 0,
    run: async (index) => {
      const started = performance.now();
      await call();
      if (index === 0) firstMs = performance.now() - started;
    },
  });
  return { result, firstMs };
}

/**
 * One row for a filter: its first pages (every sort both ways: 16 of the answers report, 18 of the users report),
 * each measured as the sort sweep measures (SWEEP_BOUNDS); the row says how many met the goal and names the
 * slowest, and how many first calls took more than the goal; the log lists every page.
 */
async function measureFilteredSorts(
  server: ServerProcess,
  token: string,
  { report, filter, pages }: FilteredSorts,
  scaleNote: string,
  log: (message: string) => void,
): Promise<CaseResult> {
  const measured: CaseResult[] = [];
  const firstCalls: number[] = [];
  for (const [sort, url] of pages) {
    const { result, firstMs } = await measureSweepPage(sort, () =>
      get(server, token, url, FILTERED_PAGE_LIMIT_MS),
    );
    log(
      `${report}, ${filter}, sorted by ${sort}: p95 ${result.p95Ms.toFixed(1)} ms, p50 ${result.p50Ms.toFixed(1)} ms, first call ${firstMs.toFixed(1)} ms (${result.ops} calls)`,
    );
    measured.push(result);
    firstCalls.push(firstMs);
  }
  const met = measured.filter((page) => page.p95Ms <= REPORT_GOAL_P95_MS);
  const slowest = measured.reduce((a, b) => (b.p95Ms > a.p95Ms ? b : a));
  const slowFirst = firstCalls.filter((ms) => ms > REPORT_GOAL_P95_MS);
  const p50s = measured.map((page) => page.p50Ms).sort((a, b) => a - b);
  const ops = measured.reduce((sum, page) => sum + page.ops, 0);
  const seconds = measured.reduce((sum, page) => sum + page.seconds, 0);
  return {
    name: `report ${report}, ${filter}: every sort both ways (${pages.length} pages)`,
    database: 'postgres',
    goal: `p95 <= ${REPORT_GOAL_P95_MS} ms each`,
    measured:
      `${met.length} of ${pages.length} met; slowest ${slowest.name} ${slowest.p95Ms.toFixed(1)} ms; ` +
      `first calls over ${REPORT_GOAL_P95_MS} ms: ${slowFirst.length} (slowest ${Math.max(...firstCalls).toFixed(1)} ms)`,
    met: met.length === pages.length,
    note: scaleNote,
    ops,
    seconds,
    opsPerSecond: ops / seconds,
    p50Ms: percentile(p50s, 0.5),
    p95Ms: slowest.p95Ms,
    maxMs: Math.max(...measured.map((page) => page.maxMs)),
    peakRssMb: server.rssMb(),
  };
}
