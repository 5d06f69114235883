import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { GENERIC_MESSAGES } from '@platform/contracts';
import { useCommonJsPgPool } from '../pg-under-vitest.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { formatStatuses, pupilRegistration, startWriteLoad } from './fault-load.js';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';

/**
 * PostgreSQL itself crashes (`pg_ctl stop -m immediate`) and comes back while four workers keep registering
 * pupils through the real server. A private cluster (own folder and port) stands in for the database: the
 * machine's shared server on 5432 is never touched. It runs in both server-suite runs, as it needs no
 * DATABASE_URL.
 */
describe('faults: PostgreSQL restarts under load', () => {
  let postgres: PrivatePostgres | undefined;
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-pg-restart-'));

  afterAll(async () => {
    if (server) await server.stop('SIGTERM');
    await postgres?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('answers 503 in Romanian during the outage, reconnects by itself and loses no acknowledged write', async () => {
    // No try/skip: if the private cluster cannot start, this throws and the test fails with the reason.
    postgres = await startPrivatePostgres();
    server = await startServerProcess({
      run: 'source',
      env: {
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        JWT_SECRET: 'faults-pg-restart-secret-faults-pg',
        DATABASE_URL: postgres.url,
        DATABASE_POOL_MAX: '4',
        RATE_LIMIT: 'off',
      },
    });
    const baseUrl = server.url;
    const load = startWriteLoad({
      baseUrl: () => baseUrl,
      workers: 4,
      maxRequests: 1500,
      maxMs: 150_000,
      next: (n) => pupilRegistration(`fault-pg-${n}@demo.ro`),
    });
    await load.acknowledgedMore(25, 60_000);
    const acknowledgedBeforeCrash = load.figures.acknowledged.length;
    await postgres.crash();
    // Requests during the outage: at least 20 answered 5xx (bounded by the load's own count and time).
    await load.answeredMore((status) => status >= 500, 20, 60_000);
    const health = await fetch(`${baseUrl}/api/health/ready`);
    await postgres.start();
    // Back by itself: new writes succeed without restarting the server.
    await load.acknowledgedMore(25, 90_000);
    const figures = await load.stop();

    useCommonJsPgPool();
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query<{ email: string }>(
      `select email from users where email like 'fault-pg-%'`,
    );
    await client.end();
    const stored = new Set(rows.map((row) => row.email));
    const lost = figures.acknowledged.filter((email) => !stored.has(email));
    const output = server.output();
    const logLines = output.split('answered 503').length - 1;
    console.log(
      `[faults] PostgreSQL restart: writes sent ${figures.sent}, statuses ${formatStatuses(figures.statuses)}, ` +
        `unanswered ${figures.unanswered}, readiness during the outage ${health.status}`,
    );
    console.log(
      `[faults] PostgreSQL restart: 5xx with a stack trace or internals: ${figures.leaks.length}, ` +
        `5xx messages: ${JSON.stringify(figures.messages5xx)}`,
    );
    console.log(
      `[faults] PostgreSQL restart: acknowledged writes: ${figures.acknowledged.length} ` +
        `(${acknowledgedBeforeCrash} before the crash), writes found: ${figures.acknowledged.length - lost.length}, lost: ${lost.length}`,
    );
    console.log(
      `[faults] PostgreSQL restart: server log lines "answered 503": ${logLines}, ` +
        `process restarted: no (exit code ${server.child.exitCode})`,
    );
    expect(lost).toEqual([]);
    expect(figures.leaks).toEqual([]);
    expect(figures.messages5xx).toEqual([GENERIC_MESSAGES.serviceUnavailable]);
    expect(Object.keys(figures.statuses).every((status) => ['201', '503'].includes(status))).toBe(true);
    expect(figures.unanswered).toBe(0);
    expect(health.status).toBe(503);
    expect(server.child.exitCode).toBeNull();
    // The outage is logged in a few clear lines (one per 10 s at most), not one per refused request.
    expect(logLines).toBeGreaterThan(0);
    expect(logLines).toBeLessThan(figures.statuses[503] ?? 0);
  }, 240_000);
});
