import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDatabase } from '../../test/test-db.js';
import type { DatabaseHandle } from './client.js';
import { refreshPlannerStatistics } from './planner-statistics.js';

describe('refreshPlannerStatistics', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives the embedded database planner statistics of the tables', async () => {
    const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
    const stop = refreshPlannerStatistics(database, log);
    stop();
    await vi.waitFor(
      async () => {
        const result = await database.db.execute(
          sql`select count(*)::int as analyzed from pg_stat_user_tables where last_analyze is not null or last_autoanalyze is not null`,
        );
        const rows = (result as unknown as { rows: { analyzed: number }[] }).rows;
        if (database.kind === 'pglite') expect(rows[0]!.analyzed).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(log.warn).not.toHaveBeenCalled();
  });
});
