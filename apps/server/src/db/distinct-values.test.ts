import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.js';
import { planOf } from '../../test/support/query-plan.js';
import type { DatabaseHandle } from './client.js';
import { users } from './schema.js';
import { containsText } from './text-filter.js';
import { distinctValuesContaining, distinctValuesQuery } from './distinct-values.js';

describe('distinctValuesContaining', () => {
  let database: DatabaseHandle;
  // Six spellings of a class, each held by many pupils, plus pupils without a class (staff have none).
  const CLASSES = [
    'a V-a A',
    'a VI-a B',
    'a VII-a A',
    'a VII-a C',
    'a VIII-a B',
    'Clasa a VII-a „Ștefan” 100%',
  ];
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into users (role, email, password_hash, nume, clasa)
      select 'ELEV', 'elev' || g || '@scoala.ro', 'x', 'Elev ' || g,
        case when g % 7 = 0 then null else (array[${sql.join(
          CLASSES.map((c) => sql`${c}`),
          sql`, `,
        )}])[g % ${CLASSES.length} + 1] end
      from generate_series(1, 3000) as g`);
    await database.db.execute(sql`vacuum analyze users`);
  });
  afterAll(async () => {
    await database.close();
  });

  /** The same question asked row by row: the distinct classes of the users `containsText` keeps. */
  const rowByRow = async (text: string) =>
    (
      await database.db
        .selectDistinct({ clasa: users.clasa })
        .from(users)
        .where(containsText(users.clasa, text))
        .orderBy(asc(users.clasa))
    ).map((row) => row.clasa);

  it.each(['VII-a', 'vii-a', 'a v', 'stefan', 'ȘTEFAN', '100%', '%', '_', 'V-a A', '5', 'a'])(
    'gives the classes that contain %j, in order, as containsText tests them row by row',
    async (text) => {
      const values = await distinctValuesContaining(database.db, users, users.clasa, text, 100);
      expect(values).toEqual(await rowByRow(text));
    },
  );

  it('finds some and none as well (the cases above are not all empty or all full)', async () => {
    expect(await distinctValuesContaining(database.db, users, users.clasa, 'VII-a', 100)).toEqual([
      'Clasa a VII-a „Ștefan” 100%',
      'a VII-a A',
      'a VII-a C',
    ]);
    expect(await distinctValuesContaining(database.db, users, users.clasa, '5', 100)).toEqual([]);
  });

  it('gives up (undefined) when the column holds more distinct values than asked for', async () => {
    expect(await distinctValuesContaining(database.db, users, users.clasa, 'a', CLASSES.length)).toHaveLength(
      CLASSES.length,
    );
    expect(await distinctValuesContaining(database.db, users, users.clasa, 'a', CLASSES.length - 1)).toBe(
      undefined,
    );
  });

  it('reads the class index one value at a time, never the table', async () => {
    // 3,000 rows are cheap to read whole; what matters is that each step is a probe of users_clasa_id.
    const plan = await planOf(database.db, distinctValuesQuery(users, users.clasa, 'VII-a', 100));
    expect(plan).not.toContain('Seq Scan on users');
    expect(plan).toContain('users_clasa_id');
  });
});
