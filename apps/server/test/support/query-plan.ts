import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DbExecutor } from '../../src/db/database.js';

/** PostgreSQL's plan of `query` (`EXPLAIN`, not run), its lines joined: tests ask which index it reads. */
export async function planOf(executor: DbExecutor, query: SQLWrapper): Promise<string> {
  const result = (await executor.execute(sql`explain ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}
