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
import { formatGoalTable, runFirstLoadBenchmarks } from './first-load-bench.js';

/**
 * `npm run bench`: the real app in-process on a fresh temporary database (PGlite, or a scratch PostgreSQL
 * database when DATABASE_URL is set), seeded with realistic volumes, then bounded loops that print a table.
 * BENCH_SCALE (default 1) scales the data and the loops, e.g. 0.05 for a quick smoke run.
 * BENCH_ANALYZE: `1` runs ANALYZE after seeding, `0` never; by default only on PostgreSQL, where
 * autovacuum would do it shortly after a bulk load anyway (PGlite has no autovacuum).
 */
async function main(): Promise<void> {
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
    console.error('bench: still running after 8 minutes, stopping');
    process.exit(2);
  }, 8 * 60_000);
  timer.unref();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-bench-'));
  const database = await createTestDatabase();
  log(`database: ${database.kind} (fresh, temporary)`);
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // Benchmarks log in thousands of times from one address; the limits only count failures anyway.
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

      const results: CaseResult[] = [];
      results.push(...(await runHttpBenchmarks(app, database.db, data, { scale }, fixtureAnswersByType())));
      log('HTTP cases done');
      results.push(
        ...(await runSlideRegistryBenchmarks({ maxOps: Math.round(200_000 * scale), maxSeconds: 3 })),
      );

      console.log('');
      console.log(formatTable(results));
      console.log('');
      console.log(formatGoalTable(await runFirstLoadBenchmarks(log)));
      console.log('');
      console.log(
        [
          `node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}),`,
          `load average ${loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')}, database ${database.kind}, BENCH_SCALE=${scale},`,
          `process peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
        ].join(' '),
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
