import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createScratchPostgresDatabase } from '../test/test-db.js';
import { startServerProcess, type ServerProcess } from '../test/support/server-process.js';
import { boundedEnvCount } from './measure.js';

/**
 * `npm run bench:scale`: throughput of one server process vs two identical processes on one PostgreSQL
 * database, all on 127.0.0.1. Each phase is a bounded autocannon run (BENCH_SCALE_SECONDS, default 10 s) of
 * the same authenticated read (BENCH_SCALE_PATH, default the pupil's lesson list), alternated over ROUNDS
 * rounds; the figure that matters is the median ratio measured in this same run.
 */
const ADMIN_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = boundedEnvCount('BENCH_SCALE_SECONDS', 10, 3, 60);
const CONNECTIONS = 16;
const PATH = process.env.BENCH_SCALE_PATH ?? '/api/lessons';
/** Alternating 1-process and 2-process phases, so a change in the machine's load hits both alike. */
const ROUNDS = 3;

/** The part of autocannon's API used here (it ships no types; a local type avoids a global declaration). */
interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<LoadResult>;

interface Phase {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(targets: ServerProcess[], token: string): Promise<Phase> {
  const results = await Promise.all(
    targets.map((target) =>
      autocannon({
        url: `${target.url}${PATH}`,
        connections: Math.round(CONNECTIONS / targets.length),
        duration: SECONDS,
        headers: { authorization: `Bearer ${token}` },
      }),
    ),
  );
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx + result.timeouts, 0),
  };
}

async function main(): Promise<void> {
  const log = (message: string) => console.log(`[bench:scale] ${message}`);
  log(
    `cpus ${cpus().length}, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${SECONDS} s per phase`,
  );
  const database = await createScratchPostgresDatabase(ADMIN_DATABASE_URL);
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const env = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
    dataDirs.push(dataDir);
    return {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      JWT_SECRET: 'bench-scale-secret-bench-scale-secret',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    };
  };
  try {
    servers.push(await startServerProcess({ run: 'source', env: env() }));
    servers.push(await startServerProcess({ run: 'source', env: env() }));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const login = await fetch(`${a.url}/api/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'elev@demo.ro', parola: 'Demo1234!' }),
    });
    const { token } = (await login.json()) as { token: string };
    await load([a], token).catch(() => undefined); // warm-up (JIT, pools), not reported
    const rounds: Array<{ one: Phase; two: Phase }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({ one: await load([a], token), two: await load([a, b], token) });
    }
    const row = (name: string, phase: Phase) =>
      `| ${name} | ${phase.requestsPerSecond.toFixed(0)} | ${phase.p50} | ${phase.p99} | ${phase.errors} |`;
    console.log(`\nGET ${PATH} as a pupil, ${CONNECTIONS} connections, ${SECONDS} s per phase\n`);
    console.log('| round: processes | requests/s | p50 ms | p99 ms | errors |');
    console.log('| --- | --- | --- | --- | --- |');
    rounds.forEach(({ one, two }, index) => {
      console.log(row(`${index + 1}: 1`, one));
      console.log(row(`${index + 1}: 2`, two));
    });
    const ratios = rounds.map(({ one, two }) => two.requestsPerSecond / one.requestsPerSecond).sort();
    console.log(
      `\nratio 2 processes / 1 process: median ${ratios[Math.floor(ratios.length / 2)]!.toFixed(2)} (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
    );
    console.log(
      `load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    for (const server of servers) await server.stop('SIGTERM');
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
