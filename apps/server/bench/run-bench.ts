import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { createTestDatabase } from '../test/test-db.js';
import { FULL_VOLUMES, seedBenchData, type BenchVolumes } from './bulk-seed.js';
import { runHttpBenchmarks } from './http-bench.js';
import { fixtureAnswersByType, runSlideRegistryBenchmarks } from './slide-registry-bench.js';
import { formatTable, type CaseResult } from './measure.js';
import { runLoadBenchmarks } from './load-bench.js';
import { runScaleBenchmarks } from './programme-scale-bench.js';
import { formatGoalTable, runFirstLoadBenchmarks } from './first-load-bench.js';

/**
 * `npm run bench`: the real app in-process on a fresh temporary database (PGlite, or a scratch PostgreSQL
 * database when DATABASE_URL is set), seeded with realistic volumes, then bounded loops that print a table.
 * BENCH_SCALE (default 1) scales the data and the loops, e.g. 0.05 for a quick smoke run.
 * BENCH_ANALYZE: `1` runs ANALYZE after seeding, `0` never; by default only on PostgreSQL, where
 * autovacuum would do it shortly after a bulk load anyway (PGlite has no autovacuum).
 */
/** Sections of the bench; BENCH_ONLY=load,inprocess,... runs a subset (all by default). */
const SECTIONS = ['load', 'scale', 'inprocess', 'firstload'] as const;
type Section = (typeof SECTIONS)[number];

function selectedSections(): Set<Section> {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  if (!only) return new Set(SECTIONS);
  const unknown = only.filter((s) => !SECTIONS.includes(s as Section));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown section(s) ${unknown.join(', ')}`);
  return new Set(only as Section[]);
}

/** PostgreSQL for the load and scale sections: DATABASE_URL, else the local server of this machine. */
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function main(): Promise<void> {
  const sections = selectedSections();
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  if (!(scale > 0 && scale <= 1)) throw new Error('BENCH_SCALE must be in (0, 1]');
  const volumes: BenchVolumes = {
    schools: Math.max(3, Math.round(FULL_VOLUMES.schools * scale)),
    pupils: Math.max(20, Math.round(FULL_VOLUMES.pupils * scale)),
    lessonAnswers: Math.max(200, Math.round(FULL_VOLUMES.lessonAnswers * scale)),
    wasteOrders: Math.max(10, Math.round(FULL_VOLUMES.wasteOrders * scale)),
  };
  const log = (message: string) =>
    console.log(`[bench ${(performance.now() / 1000).toFixed(1)}s] ${message}`);
  const timer = setTimeout(() => {
    console.error('bench: still running after 75 minutes, stopping');
    process.exit(2);
  }, 75 * 60_000);
  timer.unref();

  const results: CaseResult[] = [];
  try {
    await runSections(sections, results, { scale, volumes, log });
  } catch (error) {
    // A failing section must not take what the earlier ones measured with it (the seeding alone takes minutes).
    if (results.length > 0) {
      console.log('');
      console.log('measured before the failure:');
      console.log(formatTable(results));
    }
    throw error;
  }

  console.log('');
  console.log(formatTable(results));
  if (sections.has('firstload')) {
    console.log('');
    console.log(formatGoalTable(await runFirstLoadBenchmarks(log)));
  }
  console.log('');
  console.log(
    [
      `node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}),`,
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ' ',
        )}, BENCH_SCALE=${scale}, in-process database ${process.env.DATABASE_URL ? 'postgres' : 'pglite'},`,
      `bench process peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    ].join(' '),
  );
}

/** The load, scale and in-process sections, in that order; each adds its rows to `results` as it ends. */
async function runSections(
  sections: Set<Section>,
  results: CaseResult[],
  { scale, volumes, log }: { scale: number; volumes: BenchVolumes; log: (message: string) => void },
): Promise<void> {
  if (sections.has('load'))
    for (const kind of (process.env.BENCH_LOAD_DB ?? 'postgres,pglite').split(',') as (
      'postgres' | 'pglite'
    )[]) {
      results.push(
        ...(await runLoadBenchmarks({
          kind,
          adminUrl: POSTGRES_URL,
          scale,
          fixtureAnswers: fixtureAnswersByType(),
          log,
        })),
      );
      log(`load cases done (${kind})`);
    }
  if (sections.has('scale'))
    for (const kind of (process.env.BENCH_SCALE_DBS ?? 'postgres,pglite').split(',') as (
      'postgres' | 'pglite'
    )[]) {
      // PostgreSQL at programme scale (1M users, 10M answers); PGlite (in one process with the app) at 1/10.
      const full =
        kind === 'postgres'
          ? { users: 1_000_000, answers: 10_000_000 }
          : { users: 100_000, answers: 1_000_000 };
      results.push(
        ...(await runScaleBenchmarks({
          kind,
          adminUrl: POSTGRES_URL,
          volumes: { users: Math.round(full.users * scale), answers: Math.round(full.answers * scale) },
          maxSeedSeconds: Number(process.env.BENCH_MAX_SEED_SECONDS ?? 1_800),
          log,
        })),
      );
      log(`scale cases done (${kind})`);
    }
  if (sections.has('inprocess')) await runInProcess(results, { scale, volumes, log });
}

/** The in-process cases (`app.inject`, one call at a time) on DATABASE_URL's database or a fresh PGlite. */
async function runInProcess(
  results: CaseResult[],
  { scale, volumes, log }: { scale: number; volumes: BenchVolumes; log: (message: string) => void },
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-bench-'));
  const database = await createTestDatabase();
  log(`database: ${database.kind} (fresh, temporary)`);
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // Benchmarks sign in and refresh thousands of times from one address: the API's rate limits (300 auth
      // calls a minute) would answer 429, and the failed-login limit counts per address.
      RATE_LIMIT: 'off',
      LOGIN_MAX_FAILURES_PER_IP: '1000000',
    });
    const app = await buildApp({ db: database.db, config, databaseKind: database.kind });
    try {
      await seedDemoData(database.db, {
        passwordHasher: app.services.passwordHasher,
        storage: app.services.uploadsStorage,
      });
      const passwordHash = await app.services.passwordHasher.hash('Demo1234!');
      const seedStart = performance.now();
      const data = await seedBenchData(database.db, { volumes, passwordHash });
      log(
        `seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: ${JSON.stringify(data.counts)}`,
      );
      const analyzeSetting = process.env.BENCH_ANALYZE ?? 'auto';
      const analyze = analyzeSetting === 'auto' ? database.kind === 'postgres' : analyzeSetting === '1';
      if (analyze) {
        await database.db.execute(sql`analyze`);
        log('ANALYZE done (planner statistics up to date)');
      } else log('no ANALYZE: the planner has no statistics for the bulk-loaded rows');

      const httpCases = await runHttpBenchmarks(app, database.db, data, { scale }, fixtureAnswersByType());
      results.push(...httpCases.map((r) => ({ ...r, database: database.kind })));
      log('HTTP cases done');
      results.push(
        ...(await runSlideRegistryBenchmarks({ maxOps: Math.round(200_000 * scale), maxSeconds: 3 })),
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
