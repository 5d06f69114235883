import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';

/** A digest of every row of every table: equal fingerprints mean nothing changed. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    const digest = await db.execute<{ digest: string | null }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    result[name] = digest.rows[0]?.digest ?? '';
  }
  return result;
}
