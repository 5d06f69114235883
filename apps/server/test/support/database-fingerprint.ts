import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A digest of every row of every table: equal fingerprints mean nothing changed. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, string> = {};
  for (const { table_name: name } of tables) {
    const [row] = await rowsOf<{ digest: string | null }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    result[name] = row?.digest ?? '';
  }
  return result;
}
