import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { sqlDialect } from './client.js';
import type { Database } from './database.js';

/** Rows as bytes, in query order, without separators, and how many rows they are. */
export interface TextRowsChunk {
  bytes: Buffer;
  rows: number;
}

interface PgClient {
  query(config: unknown): unknown;
  release(error?: Error | boolean): void;
}
interface PgPoolLike {
  connect(): Promise<PgClient>;
  totalCount: number;
}
interface PgliteLike {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

const NEWLINE = 0x0a;
const PGLITE_BATCH = 5_000;

/**
 * A query's parameters written into its text as literals: COPY takes no parameters. node-postgres sends
 * parameters as untyped text, and an untyped quoted literal is resolved by PostgreSQL the same way.
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

/** The bytes of `chunk` without its row-ending newlines, and how many rows ended in it. */
function withoutNewlines(chunk: Buffer): TextRowsChunk {
  let rows = 0;
  let from = 0;
  const parts: Buffer[] = [];
  for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, from)) {
    if (at > from) parts.push(chunk.subarray(from, at));
    rows++;
    from = at + 1;
  }
  if (from < chunk.length) parts.push(chunk.subarray(from));
  return { bytes: parts.length === 1 ? parts[0]! : Buffer.concat(parts), rows };
}

/**
 * Streams a query of one text column whose values hold no line break and none of the bytes 0x01 and 0x02
 * (the sheet rows of an export: sheet-rows-sql.ts), as the values' bytes one after another.
 *
 * On PostgreSQL the rows come through `COPY (query) TO STDOUT`: the server sends the text as it is, and no row
 * is parsed in this process (a cursor's rows cost 1-2 µs each to parse and encode again). CSV with the
 * delimiter 0x01 and the quote 0x02 adds nothing to such values but the newline after each. The COPY runs in
 * a read-only transaction on one pooled connection. On PGlite (one connection for the whole app) the rows
 * are FETCHed from a WITH HOLD cursor, so other requests run between the batches.
 *
 * `settings` are set for the query alone (`set local` on PostgreSQL; set and reset around the cursor's
 * declaration on PGlite, where a WITH HOLD cursor computes its rows then).
 */
export async function* streamTextRows(
  db: Database,
  query: SQL,
  settings: readonly string[] = [],
): AsyncGenerator<TextRowsChunk> {
  const { sql: text, params } = sqlDialect.sqlToQuery(query);
  const client = (db as unknown as { $client: unknown }).$client;
  if (typeof (client as PgPoolLike).totalCount === 'number') {
    const [{ escapeLiteral }, { to: copyTo }] = await Promise.all([import('pg'), import('pg-copy-streams')]);
    const connection = await (client as PgPoolLike).connect();
    let failed: Error | undefined;
    let copying = false;
    try {
      await connection.query('begin transaction read only');
      for (const setting of settings) await connection.query(`set local ${setting}`);
      const copy = copyTo(
        `copy (${inlineParams(text, params, escapeLiteral)}) to stdout (format csv, delimiter E'\\x01', quote E'\\x02')`,
      );
      copying = true;
      const stream = connection.query(copy) as AsyncIterable<Buffer>;
      for await (const chunk of stream) yield withoutNewlines(chunk);
      copying = false;
      await connection.query('commit');
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      // A caller who stopped early leaves the connection inside a COPY: it is closed, not given back.
      if (failed || copying) connection.release(failed ?? true);
      else connection.release();
    }
    return;
  }
  const pglite = client as PgliteLike;
  const name = `rows_${randomUUID().replaceAll('-', '')}`;
  for (const setting of settings) await pglite.query(`set ${setting}`);
  try {
    await pglite.query(`declare ${name} no scroll cursor with hold for ${text}`, params);
  } finally {
    for (const setting of settings) await pglite.query(`reset ${setting.split('=')[0]!.trim()}`);
  }
  try {
    for (;;) {
      const { rows } = await pglite.query(`fetch ${PGLITE_BATCH} from ${name}`);
      if (rows.length > 0)
        yield {
          bytes: Buffer.from(rows.map((row) => Object.values(row)[0] as string).join('')),
          rows: rows.length,
        };
      if (rows.length < PGLITE_BATCH) break;
    }
  } finally {
    await pglite.query(`close ${name}`);
  }
}
