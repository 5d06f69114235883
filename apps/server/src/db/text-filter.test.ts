import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.js';
import { planOf } from '../../test/support/query-plan.js';
import type { DatabaseHandle } from './client.js';
import { users } from './schema.js';
import { containsText } from './text-filter.js';

describe('containsText', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    const base = { role: 'ELEV' as const, passwordHash: 'x' };
    await database.db.insert(users).values([
      { ...base, email: 'stefanita@demo.ro', nume: 'Ștefănița Țăranu' },
      { ...base, email: 'procent@demo.ro', nume: 'Elev 100% atent' },
      { ...base, email: 'ion@demo.ro', nume: 'Ion Popescu' },
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  const names = async (column: typeof users.nume | typeof users.email, text: string) =>
    (await database.db.select({ nume: users.nume }).from(users).where(containsText(column, text)))
      .map((row) => row.nume)
      .sort();

  it('matches case- and diacritics-insensitively, and % literally', async () => {
    expect(await names(users.nume, 'STEFANITA tar')).toEqual(['Ștefănița Țăranu']);
    expect(await names(users.nume, 'ștefănița')).toEqual(['Ștefănița Țăranu']);
    expect(await names(users.nume, '100%')).toEqual(['Elev 100% atent']);
    expect(await names(users.nume, '1000')).toEqual([]);
    expect(await names(users.email, 'ION@')).toEqual(['Ion Popescu']);
  });

  it('a rare name among thousands is found through the trigram indexes (the same folded expression)', async () => {
    await database.db.execute(sql`
      insert into users (role, email, password_hash, nume)
      select 'ELEV', 'elev' || g || '@scoala.ro', 'x', 'Elev Numarul ' || g from generate_series(1, 5000) as g`);
    await database.db.execute(sql`vacuum analyze users`);
    for (const [column, index] of [
      [users.nume, 'users_nume_folded_trgm'],
      [users.email, 'users_email_folded_trgm'],
    ] as const) {
      const plan = await database.db.transaction(async (tx) => {
        // 5,000 rows are still cheap to read whole; the question is whether the index can serve the filter.
        await tx.execute(sql`set local enable_seqscan = off`);
        const query = tx.select({ id: users.id }).from(users).where(containsText(column, 'popescu'));
        return planOf(tx, query);
      });
      expect(plan).toContain(index);
    }
  });
});
