import type { SQL } from 'drizzle-orm';
import { sqlDialect } from './client.js';
import type { Database } from './database.js';
import { pgPoolOf } from './cursor.js';

/** PostgreSQL's own default; the server's max_parallel_workers still caps it. */
const COPY_PARALLEL_WORKERS = 2;

/** True when `db` is PostgreSQL through node-postgres (COPY is there), false on PGlite. */
export const canCopyOut = (db: Database): boolean => pgPoolOf(db) !== undefined;

/**
 * A query's parameters written into its text as literals: COPY takes no parameters. node-postgres sends
 * parameters as untyped text, and an untyped quoted literal is resolved by PostgreSQL the same way. Every
 * value goes through pg's escapeLiteral. The text must hold `$n` only as placeholders (drizzle's queries
 * pass every value as a parameter).
 */
export function inlineParams(text: string, params: readonly unknown[], escapeLiteral: (s: string) => string) {
  return text.replace(/\$(\d+)\b/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'string') return escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return escapeLiteral(String(value));
    if (typeof value === 'bigint' || typeof value === 'boolean') return escapeLiteral(String(value));
    throw new Error(`inlineParams: unsupported parameter $${index} (${typeof value})`);
  });
}

/**
 * The bytes of `COPY (query) TO STDOUT (FORMAT binary)` as PostgreSQL sends them: no row is parsed or turned
 * into text by PostgreSQL or by node-postgres. Runs in a read-only transaction on one pooled connection. A
 * caller who stops early leaves the connection inside the COPY: it is closed, not given back to the pool.
 */
export async function* copyBinaryOut(db: Database, query: SQL): AsyncGenerator<Buffer> {
  const pool = pgPoolOf(db);
  if (!pool) throw new Error('copyBinaryOut: PostgreSQL only (PGlite has no COPY TO STDOUT here)');
  const { sql: text, params } = sqlDialect.sqlToQuery(query);
  const [{ escapeLiteral }, { to: copyTo }] = await Promise.all([import('pg'), import('pg-copy-streams')]);
  const connection = await pool.connect();
  let failed: Error | undefined;
  let copying = false;
  try {
    await connection.query('begin transaction read only');
    // The pool's sessions start no parallel workers (client.ts): a worker's start costs more than a report
    // page. A COPY reads a whole report, a million rows, where two workers shorten the scan and the sort.
    await connection.query(`set local max_parallel_workers_per_gather = ${COPY_PARALLEL_WORKERS}`);
    copying = true;
    const stream = connection.query(
      copyTo(`copy (${inlineParams(text, params, escapeLiteral)}) to stdout (format binary)`),
    ) as unknown as AsyncIterable<Buffer>;
    for await (const chunk of stream) yield chunk;
    copying = false;
    await connection.query('commit');
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    if (failed || copying) connection.release(failed ?? true);
    else connection.release();
  }
}
