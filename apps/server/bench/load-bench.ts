import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { createScratchPostgresDatabase } from '../test/test-db.js';
import { seedBenchData, type BenchData, type BenchVolumes } from './bulk-seed.js';
import { METRICS_TOKEN, watchServerGc } from './server-gc.js';
import { scoringAnswers } from './http-bench.js';
import { percentile, type CaseResult, type ConcurrentRate } from './measure.js';
import { rawInsertRate, type RawInsertRate } from './raw-insert.js';
import { rawPasswordVerifyRate } from './raw-password-verify.js';
import { measureCpu } from './process-cpu.js';
import { startBenchServer, type ServerProcess } from './server-process.js';

export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';
const DEMO_PASSWORD = 'Demo1234!';

/** The goals of issue 10 for the load figures (PostgreSQL). */
const ANSWERS_GOAL = { perSecond: 1_500, p99Ms: 100, ratio: 0.35 };
const LOGINS_GOAL_PER_SECOND = 80;

export interface LoadBenchOptions {
  kind: 'postgres' | 'pglite';
  /** Server PostgreSQL is reached through (a scratch database is created there and dropped). */
  adminUrl?: string;
  scale: number;
  fixtureAnswers: Map<string, unknown[]>;
  log(message: string): void;
}

/** A prepared, seeded database that the real server process will open, and how to remove it afterwards. */
interface PreparedDatabase {
  serverEnv: Record<string, string>;
  data: BenchData;
  answers: { slideId: string; answer: unknown }[];
  tokens: string[];
  /** The raw insert rate measured before the server starts. */
  raw: RawInsertRate;
  /** The same measurement again, on the same database with the server stopped (after the load). */
  rawAgain(): Promise<RawInsertRate>;
  /** The scratch PostgreSQL database (undefined for PGlite). */
  database?: string;
  drop(): Promise<void>;
}

const CONNECTIONS = 64;
type RequestSpec = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];

async function prepare(options: LoadBenchOptions, volumes: BenchVolumes): Promise<PreparedDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-load-bench-'));
  let open: () => Promise<DatabaseHandle>;
  let serverEnv: Record<string, string>;
  let dropDatabase = async () => undefined as unknown;
  let database: string | undefined;
  if (options.kind === 'postgres') {
    const scratch = await createScratchPostgresDatabase(options.adminUrl!);
    open = () => openDatabase({ kind: 'postgres', url: scratch.url });
    serverEnv = { DATABASE_URL: scratch.url };
    database = new URL(scratch.url).pathname.slice(1);
    dropDatabase = scratch.drop;
  } else {
    // The server opens PGlite at DATA_DIR/pgdata; the bench seeds it first and closes it (one process at a time).
    open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    // Empty, not absent: the server inherits this process's environment, and a DATABASE_URL given for the
    // bench's PostgreSQL cases would send the PGlite server to PostgreSQL's `test` database (every login 401).
    serverEnv = { DATABASE_URL: '' };
  }
  const handle = await open();
  const drop = async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await handle.migrate();
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    const app = await buildApp({ db: handle.db, config, databaseKind: handle.kind });
    try {
      await seedDemoData(handle.db, {
        passwordHasher: app.services.passwordHasher,
        storage: app.services.uploadsStorage,
      });
      const passwordHash = await app.services.passwordHasher.hash(DEMO_PASSWORD);
      const started = performance.now();
      const data = await seedBenchData(handle.db, { volumes, passwordHash });
      // VACUUM as well as ANALYZE: the seed's inserts otherwise wake autovacuum on its tables during the first
      // case (the logins), whose database CPU per login was a third higher then than a minute later.
      await handle.db.execute(sql`vacuum (analyze)`);
      options.log(
        `load bench (${options.kind}): seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const answers = await scoringAnswers(app, handle.db, data.postLessonId, options.fixtureAnswers);
      // Tokens are exactly what a login returns; signing them here spares thousands of argon2 hashes.
      const tokens = await Promise.all(
        data.pupils.map((p) => app.services.accessTokens.sign({ ...p, role: 'ELEV', isEnabled: true })),
      );
      const rawBounds = {
        concurrency: CONNECTIONS,
        maxOps: Math.round(30_000 * options.scale),
        maxSeconds: Math.max(2, 8 * options.scale),
        database,
      };
      const raw = await rawInsertRate(handle, rawBounds);
      const rawAgain = async () => {
        const again = await open();
        try {
          return await rawInsertRate(again, rawBounds);
        } finally {
          await again.close();
        }
      };
      // PGlite allows one process per data folder: the server opens it next.
      await handle.close();
      return {
        serverEnv: {
          ...serverEnv,
          DATA_DIR: dataDir,
          JWT_SECRET,
          WEB_DIST_DIR: path.join(dataDir, 'no-web'),
          RATE_LIMIT: 'off',
          LOGIN_MAX_FAILURES_PER_IP: '1000000',
          LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'info',
          METRICS_TOKEN,
        },
        data,
        answers,
        tokens,
        raw,
        rawAgain,
        database,
        drop,
      };
    } finally {
      await app.close();
    }
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }
}

interface LoadResult {
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
  non2xx: number;
  /** Status and body of the first answer that was not 2xx (so a failing run says why). */
  firstFailure?: string;
}

/**
 * Runs autocannon against the server, bounded by `amount` and by a watchdog of `maxSeconds`. The run's time is
 * from its start to its last response, measured here: autocannon ends a run at its next one-second sample
 * after the last client is done, and its `duration` counts that wait too: up to a second more, so the answers'
 * rate came out up to a twelfth low, in steps (28,672 answers / a whole number of seconds, plus 0.04).
 */
function drive(options: Parameters<typeof autocannon>[0], maxSeconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let firstFailure: string | undefined;
    const started = performance.now();
    let lastResponseAt: number | undefined;
    const requests = options.requests?.map((request) => ({
      ...request,
      onResponse: (status: number, body: string) => {
        if (status >= 300 && firstFailure === undefined) firstFailure = `${status} ${body.slice(0, 300)}`;
      },
    }));
    const instance = autocannon({ ...options, requests }, (error, result) => {
      clearTimeout(watchdog);
      if (error) return reject(error);
      resolve({
        requests: result.requests.total,
        seconds: lastResponseAt === undefined ? result.duration : (lastResponseAt - started) / 1000,
        latencies,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        firstFailure,
      });
    });
    instance.on('response', (_client, _status, _bytes, ms) => {
      latencies.push(ms);
      lastResponseAt = performance.now();
    });
    const watchdog = setTimeout(() => instance.stop(), maxSeconds * 1000);
  });
}

function toCase(name: string, kind: string, result: LoadResult, peakRssMb: number): CaseResult {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    name,
    database: kind,
    ops: result.requests,
    seconds: result.seconds,
    opsPerSecond: result.requests / result.seconds,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
    peakRssMb,
  };
}

const int = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * Which pupil a connection's request is for, when one pass over a list of requests is one pupil: the next pupil
 * at the list's first request (and whenever autocannon cleared the connection's context), else the pass's own.
 */
function pupilPerPass(pupils: number) {
  let next = 0;
  return (index: number, context: Record<string, unknown>): number => {
    if (index === 0 || context.pupil === undefined) context.pupil = next++ % pupils;
    return context.pupil as number;
  };
}

/** Logins in flight: more only queue behind the 4 libuv threads that hash. */
const LOGIN_CONNECTIONS = 8;
/** Untimed logins before the timed ones (scaled like them): a tenth of their 600. */
const LOGIN_WARM_UPS = 64;

/** "CPU/op: server x ms, PostgreSQL y ms"; PGlite runs inside the server process, so it has no line of its own. */
function cpuPerOp(
  kind: LoadBenchOptions['kind'],
  used: { userSeconds: number; systemSeconds: number; postgresSeconds: number },
  requests: number,
): string {
  const ms = (seconds: number) => ((seconds * 1000) / Math.max(1, requests)).toFixed(2);
  return kind === 'postgres'
    ? `CPU/op: server ${ms(used.userSeconds + used.systemSeconds)} ms, PostgreSQL ${ms(used.postgresSeconds)} ms`
    : `CPU/op: server incl. PGlite ${ms(used.userSeconds + used.systemSeconds)} ms`;
}

/** A reference rate's row (raw insert, raw verify): the denominator of a ratio in the rows above it. */
function referenceRow(
  what: string,
  source: string,
  kind: LoadBenchOptions['kind'],
  rate: ConcurrentRate,
  note: string,
): CaseResult {
  return {
    name: `${what}, ${rate.concurrency} in flight (${source})`,
    database: kind,
    ops: rate.ops,
    seconds: rate.seconds,
    opsPerSecond: rate.perSecond,
    p50Ms: rate.p50Ms,
    p95Ms: rate.p95Ms,
    p99Ms: rate.p99Ms,
    maxMs: rate.maxMs,
    peakRssMb: process.memoryUsage.rss() / 1024 / 1024,
    measured: `${int(rate.perSecond)}/s`,
    note,
  };
}

/**
 * Load over real HTTP: the server in its own process on 127.0.0.1, autocannon with many connections,
 * each a pupil with its own token. Logins first (argon2id at concurrency), then answer submissions of a
 * real lesson, and the raw insert rate of the same database over the same driver for the ratio.
 */
export async function runLoadBenchmarks(options: LoadBenchOptions): Promise<CaseResult[]> {
  const { kind, scale } = options;
  const pupils = Math.max(200, Math.round((kind === 'postgres' ? 8_000 : 3_000) * scale));
  const volumes: BenchVolumes = {
    schools: Math.max(3, Math.round(100 * scale)),
    pupils,
    lessonAnswers: pupils * 2,
    wasteOrders: 10,
  };
  // BENCH_LOAD_CASES=answers (or logins, opens, or a list) runs only those cases; all three by default.
  const cases = new Set(
    (process.env.BENCH_LOAD_CASES ?? 'logins,opens,answers').split(',').map((c) => c.trim()),
  );
  const prepared = await prepare(options, volumes);
  let server: ServerProcess | undefined;
  try {
    // The login's floor, measured before the server starts so nothing else runs beside it.
    const rawVerify = cases.has('logins')
      ? await rawPasswordVerifyRate({
          concurrency: LOGIN_CONNECTIONS,
          maxOps: Math.max(50, Math.round(400 * scale)),
          maxSeconds: Math.max(3, 8 * scale),
        })
      : undefined;
    server = await startBenchServer(prepared.serverEnv);
    options.log(`load bench (${kind}): server pid ${server.pid} on ${server.url}`);
    const { data, answers, tokens } = prepared;
    const results: CaseResult[] = [];
    const checked: [string, LoadResult][] = [];
    let rawAfter: RawInsertRate | undefined;

    // Logins: a different pupil per call, 8 in flight (more only queues behind the 4 libuv threads).
    if (rawVerify) {
      const loginRequest = (pupilAt: () => number): RequestSpec => ({
        method: 'POST',
        path: '/api/auth/authenticate',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: data.pupils[pupilAt()]!.email, parola: DEMO_PASSWORD }),
        }),
      });
      // Untimed logins of other pupils (the list's last) first: the server has just started, and its first
      // requests open the pool's connections and compile the login's code. The raw verify rate it is divided
      // by is a warm hasher's; a cold server gave 0.66-0.69 of it where the next 600 logins gave 0.74-0.83.
      const warmUps = Math.max(LOGIN_CONNECTIONS, Math.round(LOGIN_WARM_UPS * scale));
      let nextWarmUp = data.pupils.length - warmUps;
      await drive(
        {
          url: server.url,
          connections: LOGIN_CONNECTIONS,
          amount: warmUps,
          timeout: 30,
          requests: [loginRequest(() => nextWarmUp++ % data.pupils.length)],
        },
        Math.max(3, 10 * scale),
      );
      let nextLogin = 0;
      const loginRss = server.sampleRss();
      const loginCpu = measureCpu(server.pid, prepared.database);
      const logins = await drive(
        {
          url: server.url,
          connections: LOGIN_CONNECTIONS,
          amount: Math.max(50, Math.round(600 * scale)),
          timeout: 30,
          requests: [loginRequest(() => nextLogin++ % data.pupils.length)],
        },
        Math.max(5, 20 * scale),
      );
      const loginCpuUsed = loginCpu.stop();
      const loginCase = toCase(
        `load: POST /api/auth/authenticate (${LOGIN_CONNECTIONS} in flight)`,
        kind,
        logins,
        loginRss.stop(),
      );
      results.push({
        ...loginCase,
        goal: kind === 'postgres' ? `>= ${LOGINS_GOAL_PER_SECOND}/s` : undefined,
        measured: `${loginCase.opsPerSecond.toFixed(0)}/s, ${logins.errors} errors, ${logins.non2xx} non-2xx`,
        ratio: `${(loginCase.opsPerSecond / rawVerify.perSecond).toFixed(2)} of raw argon2id verify`,
        met:
          kind === 'postgres'
            ? loginCase.opsPerSecond >= LOGINS_GOAL_PER_SECOND && logins.errors + logins.non2xx === 0
            : undefined,
        note: `a different pupil per call; argon2id on the libuv pool; ${cpuPerOp(kind, loginCpuUsed, logins.requests)}`,
      });
      results.push(
        referenceRow(
          'raw argon2id verify',
          'same hasher, no server',
          kind,
          rawVerify,
          `the logins' ratio's denominator: the machine's hashing capacity; CPU/op ${rawVerify.cpuMsPerOp.toFixed(2)} ms`,
        ),
      );
      checked.push(['logins', logins]);
    }

    if (cases.has('opens')) {
      // Lesson opens: a class starting a lesson. Each connection is one pupil at a time making the three calls
      // a pupil's page makes when it opens a lesson (its HTML starts them: apps/web/first-load), then the next
      // pupil. The lesson is the one the bench pupils completed, not the answers' lesson below, so the answers
      // case starts from the same state as before this case existed.
      const opened = data.completedLessonId;
      const calls = ['/api/users/profile', `/api/lessons/${opened}`, `/api/answers/lessons/${opened}`];
      const perRound = CONNECTIONS * calls.length;
      const totalCalls =
        Math.max(1, Math.floor(Math.min(tokens.length, Math.round(8_000 * scale)) / CONNECTIONS)) * perRound;
      const pupilOf = pupilPerPass(tokens.length);
      const openRss = server.sampleRss();
      const openCpu = measureCpu(server.pid, prepared.database);
      const opens = await drive(
        {
          url: server.url,
          connections: CONNECTIONS,
          amount: totalCalls,
          timeout: 30,
          requests: calls.map((callPath, call): RequestSpec => ({
            method: 'GET',
            path: callPath,
            setupRequest: (request, context) => {
              const pupil = pupilOf(call, context);
              return { ...request, headers: { authorization: `Bearer ${tokens[pupil]!}` } };
            },
          })),
        },
        Math.max(5, 30 * scale),
      );
      const openCase = toCase(
        `load: a lesson opened, its 3 GET calls (${CONNECTIONS} pupils in flight)`,
        kind,
        opens,
        openRss.stop(),
      );
      const opensPerSecond = openCase.opsPerSecond / calls.length;
      results.push({
        ...openCase,
        measured: `${int(opensPerSecond)} opens/s (${int(openCase.opsPerSecond)} calls/s), p99 ${openCase.p99Ms!.toFixed(0)} ms per call, ${opens.errors} errors, ${opens.non2xx} non-2xx`,
        ratio: `${(opensPerSecond / prepared.raw.perSecond).toFixed(3)} of raw insert (before the load)`,
        note: `profile, lesson, my attempt: each pupil once; ${cpuPerOp(kind, openCpu.stop(), opens.requests)} per call`,
      });
      checked.push(['lesson opens', opens]);
    }

    if (cases.has('answers')) {
      // Answers: each connection is one pupil at a time answering the lesson slide by slide, then the next pupil.
      // One autocannon request per slide: autocannon clears a connection's `context` each time it has gone
      // through its list of requests, so with one request per slide the context holds the pupil for exactly
      // one lesson (with a single request it would be cleared after every call: each call a new pupil at slide 0).
      const slides = answers.length;
      // A multiple of connections x slides, so every connection ends on a completed lesson and no pupil repeats.
      const perRound = CONNECTIONS * slides;
      const totalSubmissions =
        Math.max(1, Math.floor(Math.min(tokens.length * slides, Math.round(40_000 * scale)) / perRound)) *
        perRound;
      const pupilOf = pupilPerPass(tokens.length);
      const answerRss = server.sampleRss();
      const answerGc = await watchServerGc(server.url);
      const answerCpu = measureCpu(server.pid, prepared.database);
      // The load generator (autocannon, in this process) shares the two cores: its CPU per answer is reported too.
      const generatorCpu = process.cpuUsage();
      const submissions = await drive(
        {
          url: server.url,
          connections: CONNECTIONS,
          amount: totalSubmissions,
          timeout: 30,
          requests: answers.map(({ slideId, answer }, slide): RequestSpec => ({
            method: 'POST',
            path: '/api/answers',
            setupRequest: (request, context) => {
              const pupil = pupilOf(slide, context);
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${tokens[pupil]!}`,
                },
                body: JSON.stringify({
                  slideId,
                  lessonId: data.postLessonId,
                  userId: data.pupils[pupil]!.id,
                  answer,
                }),
              };
            },
          })),
        },
        Math.max(5, 30 * scale),
      );
      const used = answerCpu.stop();
      const generator = process.cpuUsage(generatorCpu);
      const gc = await answerGc.note();
      const gcPart = gc ? `; server ${gc}` : '';
      const cpuMs = (seconds: number) => ((seconds * 1000) / Math.max(1, submissions.requests)).toFixed(2);
      const cpuNote = cpuPerOp(kind, used, submissions.requests);
      options.log(
        `load bench (${kind}): ${cpuNote} (server user ${cpuMs(used.userSeconds)}, system ${cpuMs(used.systemSeconds)}); ` +
          `load generator ${cpuMs((generator.user + generator.system) / 1e6)} ms; ` +
          `per raw insert: client ${prepared.raw.clientCpuMsPerOp.toFixed(2)} ms` +
          (kind === 'postgres'
            ? `, PostgreSQL ${prepared.raw.postgresCpuMsPerOp.toFixed(2)} ms`
            : ' incl. PGlite') +
          gcPart,
      );
      const answerCase = toCase(
        `load: POST /api/answers (${CONNECTIONS} pupils in flight)`,
        kind,
        submissions,
        answerRss.stop(),
      );
      // The raw insert again, the server stopped: the machine's speed drifts over a minute (the raw rate moved
      // by a third between runs of one hour), so the ratio divides by the two measurements taken together.
      await server.stop();
      server = undefined;
      rawAfter = await prepared.rawAgain();
      const rawRate = (prepared.raw.ops + rawAfter.ops) / (prepared.raw.seconds + rawAfter.seconds);
      const ratio = answerCase.opsPerSecond / rawRate;
      results.push({
        ...answerCase,
        goal:
          kind === 'postgres'
            ? `>= ${int(ANSWERS_GOAL.perSecond)}/s, p99 <= ${ANSWERS_GOAL.p99Ms} ms, 0 errors, ratio >= ${ANSWERS_GOAL.ratio}`
            : undefined,
        measured: `${int(answerCase.opsPerSecond)}/s, p99 ${answerCase.p99Ms!.toFixed(0)} ms, ${submissions.errors} errors, ${submissions.non2xx} non-2xx`,
        ratio: `${ratio.toFixed(2)} of raw insert (${int(rawRate)}/s)`,
        met:
          kind === 'postgres'
            ? answerCase.opsPerSecond >= ANSWERS_GOAL.perSecond &&
              answerCase.p99Ms! <= ANSWERS_GOAL.p99Ms &&
              submissions.errors + submissions.non2xx === 0 &&
              ratio >= ANSWERS_GOAL.ratio
            : undefined,
        note: `${slides}-slide lesson, every ${slides}th completes it; ${cpuNote}${gcPart}`,
      });
      checked.push(['answers', submissions]);
    }
    const rawRow = (when: string, rate: RawInsertRate) =>
      referenceRow(
        `raw insert ${when}`,
        'same db and driver',
        kind,
        rate,
        `one-row INSERT, autocommit: the ratio's denominator (both rows together); CPU/op: client ${rate.clientCpuMsPerOp.toFixed(2)} ms` +
          (kind === 'postgres' ? `, PostgreSQL ${rate.postgresCpuMsPerOp.toFixed(2)} ms` : ' incl. PGlite'),
      );
    results.push(rawRow('before the load', prepared.raw));
    if (rawAfter) results.push(rawRow('after the load', rawAfter));
    for (const [what, result] of checked)
      if (result.errors + result.non2xx > 0)
        options.log(
          `load bench (${kind}): WARNING: ${what}: ${result.errors} errors, ${result.non2xx} non-2xx; first: ${result.firstFailure ?? 'none'}`,
        );
    return results;
  } finally {
    await server?.stop();
    await prepared.drop();
  }
}
