import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-db.js';
import type { DatabaseHandle } from './client.js';
import { EXACT_COUNT_LIMIT, TRUSTED_ESTIMATE_FROM, pageWithTotal, reportTotal } from './capped-count.js';

/** 150,000 rows, 1,500 per group: enough for the planner's estimate to pass TRUSTED_ESTIMATE_FROM. */
const ROWS = 150_000;

/** The matching rows of `where`, shaped like a drizzle select (limit + toSQL). */
const matching = (where: string) => () => {
  const text = `select 1 as one from count_probe where ${where}`;
  return {
    toSQL: () => ({ sql: text, params: [] }),
    limit: (limit: number) => ({ toSQL: () => ({ sql: `${text} limit ${limit}`, params: [] }) }),
  };
};

describe('reportTotal', () => {
  let database: DatabaseHandle;
  let queries: string[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table count_probe (id int primary key, grp int not null)`);
    await database.db.execute(
      sql`insert into count_probe select g, g % 100 from generate_series(1, ${ROWS}) as g`,
    );
    await database.db.execute(sql`analyze count_probe`);
    // Every statement reportTotal sends goes through the driver's client.
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = client.query.bind(client);
    vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
      queries.push(String(args[0]));
      return query(...args);
    });
  });
  afterAll(async () => {
    await database.close();
  });
  const total = async (...args: Parameters<typeof reportTotal> extends [unknown, ...infer R] ? R : never) => {
    queries = [];
    return reportTotal(database.db, ...args);
  };
  const counted = () => queries.filter((text) => text.startsWith('select count(*)')).length;

  it('a page shorter than its limit ends the result: exact, without asking the database', async () => {
    expect(await total(matching('grp = 1'), { offset: 0, limit: 20, rows: 7 })).toEqual({
      total: 7,
      estimated: false,
    });
    expect(await total(matching('grp = 1'), { offset: 1000, limit: 1000, rows: 500 })).toEqual({
      total: 1500,
      estimated: false,
    });
    expect(queries).toEqual([]);
    expect(await total(matching('false'), { offset: 0, limit: 20, rows: 0 })).toEqual({
      total: 0,
      estimated: false,
    });
  });

  it('a full page, or one past the end, counts exactly up to the limit', async () => {
    expect(await total(matching('grp = 1'), { offset: 0, limit: 20, rows: 20 })).toEqual({
      total: 1500,
      estimated: false,
    });
    expect(counted()).toBe(1);
    expect(await total(matching('grp = 1'), { offset: 5000, limit: 20, rows: 0 })).toEqual({
      total: 1500,
      estimated: false,
    });
    expect(await total(matching('grp = 1'))).toEqual({ total: 1500, estimated: false });
  });

  it('beyond the limit the total is the estimate; from TRUSTED_ESTIMATE_FROM on, nothing is counted', async () => {
    const some = await total(matching('grp < 10'), { offset: 0, limit: 20, rows: 20 });
    expect(some.estimated).toBe(true);
    expect(some.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(some.total).toBeLessThan(TRUSTED_ESTIMATE_FROM);
    expect(counted()).toBe(1);

    const all = await total(matching('true'), { offset: 0, limit: 20, rows: 20 });
    expect(all.estimated).toBe(true);
    expect(all.total).toBeGreaterThanOrEqual(TRUSTED_ESTIMATE_FROM);
    expect(all.total).toBeLessThanOrEqual(ROWS * 1.2);
    expect(counted()).toBe(0);
  });

  describe('pageWithTotal', () => {
    const page = async (
      where: string,
      rows: number,
      at: { offset: number; limit: number; concurrent: boolean },
      read?: () => Promise<number[]>,
    ) => {
      queries = [];
      return pageWithTotal(
        database.db,
        read ?? (async () => Array.from({ length: rows }, (_, i) => i)),
        matching(where),
        at,
      );
    };
    const explained = () => queries.filter((text) => text.startsWith('explain')).length;

    it.each([false, true])(
      'gives the rows and the same total as reportTotal (concurrent: %s)',
      async (concurrent) => {
        const full = await page('grp = 1', 20, { offset: 0, limit: 20, concurrent });
        expect(full).toEqual({
          rows: Array.from({ length: 20 }, (_, i) => i),
          total: 1500,
          totalIsEstimate: false,
        });
        expect(explained()).toBe(1);
        expect(counted()).toBe(1);

        const all = await page('true', 20, { offset: 0, limit: 20, concurrent });
        expect(all.totalIsEstimate).toBe(true);
        expect(all.total).toBeGreaterThanOrEqual(TRUSTED_ESTIMATE_FROM);
        expect(counted()).toBe(0);

        const short = await page('grp = 1', 7, { offset: 0, limit: 20, concurrent });
        expect(short).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6], total: 7, totalIsEstimate: false });
        expect(counted()).toBe(0);
      },
    );

    it('asks for the estimate beside the rows only when concurrent: one after the other, a short page asks nothing', async () => {
      await page('grp = 1', 7, { offset: 0, limit: 20, concurrent: false });
      expect(queries).toEqual([]);
      // Concurrent, the estimate leaves before the rows come back (and is dropped for a short page).
      let explainedBeforeRows = -1;
      await page('grp = 1', 7, { offset: 0, limit: 20, concurrent: true }, async () => {
        explainedBeforeRows = explained();
        return [1, 2, 3];
      });
      expect(explainedBeforeRows).toBe(1);
    });

    it('a failed estimate of a short page is dropped; a failed read of the rows is the error', async () => {
      // No such table: the estimate fails, and the short page does not need it (nor may it go unhandled).
      const short = await page('false) as broken cross join no_such_table where (true', 3, {
        offset: 0,
        limit: 20,
        concurrent: true,
      });
      expect(short.total).toBe(3);
      await expect(
        page('grp = 1', 0, { offset: 0, limit: 20, concurrent: true }, () =>
          Promise.reject(new Error('rows failed')),
        ),
      ).rejects.toThrow('rows failed');
    });
  });
});
