import { sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { createTransactor } from './transaction.js';
import { createTestDatabase } from '../../test/test-db.js';
import type { DatabaseHandle } from './client.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table transactor_probe (n integer not null)`);
});
afterAll(() => handle.close());

/** The error drizzle gives for a failed query: the driver's error, with PostgreSQL's code, as its cause. */
const deadlock = () => Object.assign(new Error('Failed query'), { cause: { code: '40P01' } });

describe('createTransactor', () => {
  it('runs the work again after a deadlock rolled it back, and keeps only the last run', async () => {
    const transaction = createTransactor(handle.db);
    let runs = 0;
    const result = await transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`insert into transactor_probe values (${runs})`);
      if (runs < 3) throw deadlock();
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(runs).toBe(3);
    const stored = (await handle.db.execute(sql`select n from transactor_probe`)) as unknown as {
      rows: { n: number }[];
    };
    expect(stored.rows).toEqual([{ n: 3 }]);
  });

  it('gives up after the last attempt and never retries other errors', async () => {
    const transaction = createTransactor(handle.db as Database, { attempts: 2 });
    let runs = 0;
    await expect(
      transaction(async () => {
        runs += 1;
        throw deadlock();
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(2);
    runs = 0;
    await expect(
      transaction(async () => {
        runs += 1;
        throw Object.assign(new Error('unique'), { cause: { code: '23505' } });
      }),
    ).rejects.toThrow('unique');
    expect(runs).toBe(1);
  });
});
