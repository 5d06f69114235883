import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A digest of every row of every table in one query: equal fingerprints mean nothing changed. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digests = sql.join(
    tables.map(
      ({ table_name: name }) =>
        sql`select ${name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(db, digests);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
