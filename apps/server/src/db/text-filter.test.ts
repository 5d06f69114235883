import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.js';
import { planOf } from '../../test/support/query-plan.js';
import type { DatabaseHandle } from './client.js';
import { users } from './schema.js';
import { containsText } from './text-filter.js';
import { plannedRows } from './capped-count.js';

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

  it('finds a phone number and a call note by any part of them', async () => {
    const phoneAndNote = async (column: typeof users.telefon | typeof users.phoneCallNote, text: string) =>
      (await database.db.select({ nume: users.nume }).from(users).where(containsText(column, text)))
        .map((row) => row.nume)
        .sort();
    await database.db
      .update(users)
      .set({ telefon: '0745 123 456', phoneCallNote: 'Sunat: nu răspunde' })
      .where(eq(users.email, 'ion@demo.ro'));
    expect(await phoneAndNote(users.telefon, '123 45')).toEqual(['Ion Popescu']);
    expect(await phoneAndNote(users.telefon, '0746')).toEqual([]);
    expect(await phoneAndNote(users.phoneCallNote, 'NU RASPUNDE')).toEqual(['Ion Popescu']);
  });

  it('a rare name, email, phone or call note among thousands is found through the trigram indexes (the same folded expression)', async () => {
    await database.db.execute(sql`
      insert into users (role, email, password_hash, nume, telefon, phone_call_note, clasa)
      select 'ELEV', 'elev' || g || '@scoala.ro', 'x', 'Elev Numarul ' || g, '07' || lpad(g::text, 8, '0'),
        case when g % 10 = 0 then 'Sunat, revine mâine' end,
        'a ' || (array['V', 'VI', 'VII', 'VIII'])[g % 4 + 1] || '-a ' || (array['A', 'B'])[g % 2 + 1]
      from generate_series(1, 5000) as g`);
    await database.db.execute(sql`vacuum analyze users`);
    for (const [column, index, text] of [
      [users.nume, 'users_nume_folded_trgm', 'popescu'],
      [users.email, 'users_email_folded_trgm', 'popescu'],
      [users.telefon, 'users_telefon_folded_trgm', '0745123456'],
      [users.phoneCallNote, 'users_phone_call_note_folded_trgm', 'nu răspunde'],
    ] as const) {
      const plan = await database.db.transaction(async (tx) => {
        // 5,000 rows are still cheap to read whole; the question is whether the index can serve the filter.
        await tx.execute(sql`set local enable_seqscan = off`);
        const query = tx.select({ id: users.id }).from(users).where(containsText(column, text));
        return planOf(tx, query);
      });
      expect(plan).toContain(index);
    }
  });

  it("estimates a class filter from the folded class's own statistics (no trigram index on it)", async () => {
    // After the test above: 5,000 pupils, a quarter of them in each of the classes V-VIII ("a VII-a A", …).
    const estimate = await plannedRows(database.db, () =>
      database.db.select({ id: users.id }).from(users).where(containsText(users.clasa, 'VII-a')),
    );
    const counted = (await database.db.execute(
      sql`select count(*)::int as matching from users where ${containsText(users.clasa, 'VII-a')}`,
    )) as unknown as { rows: { matching: number }[] };
    const matching = counted.rows[0]?.matching;
    expect(matching).toBe(1250);
    // Without them PostgreSQL guesses from the class column alone: 8 of 5,003 here.
    expect(estimate).toBeGreaterThan(1250 / 2);
    expect(estimate).toBeLessThan(1250 * 2);
  });
});
