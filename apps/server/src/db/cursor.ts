import { randomUUID } from 'node:crypto';
import { Column, getTableColumns, is, sql, SQL, Table, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './database.js';

interface Leaf {
  path: string[];
  column: Column;
}

function leavesOf(selection: Record<string, unknown>, prefix: string[] = []): Leaf[] {
  return Object.entries(selection).flatMap(([key, value]) => {
    const path = [...prefix, key];
    if (is(value, Column)) return [{ path, column: value }];
    if (is(value, Table)) return leavesOf(getTableColumns(value), path);
    if (value && typeof value === 'object' && !is(value, SQL))
      return leavesOf(value as Record<string, unknown>, path);
    throw new Error(`cursor selection: unsupported field ${path.join('.')}`);
  });
}

/** A driver value as the column's TypeScript value (drivers differ: a timestamp may already be a Date). */
function fromDriver(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  return column.mapFromDriverValue(value);
}

/**
 * A nested drizzle selection (tables, columns, nested objects) as flat aliased columns `c0, c1, …`, and the
 * function that rebuilds the nested row from a raw cursor row. Raw rows have unique keys this way even
 * when two joined tables share column names.
 */
export function flatSelection<Row>(selection: Record<string, unknown>) {
  const leaves = leavesOf(selection);
  const fields = Object.fromEntries(leaves.map((leaf, i) => [`c${i}`, sql`${leaf.column}`.as(`c${i}`)]));
  // Like drizzle, a nested object whose fields are all null (a left join without a match) becomes null.
  const nestedPaths = [...new Set(leaves.filter((l) => l.path.length > 1).map((l) => l.path[0]!))];
  // Worked out once, not per row: an export rebuilds a million rows of a dozen leaves each.
  const steps = leaves.map((leaf, i) => ({
    alias: `c${i}`,
    parents: leaf.path.slice(0, -1),
    key: leaf.path.at(-1)!,
    column: leaf.column,
  }));
  function toRow(raw: Record<string, unknown>): Row {
    const row: Record<string, unknown> = {};
    for (const step of steps) {
      let target = row;
      for (const key of step.parents) target = (target[key] ??= {}) as Record<string, unknown>;
      target[step.key] = fromDriver(step.column, raw[step.alias]);
    }
    for (const key of nestedPaths) {
      const nested = row[key] as Record<string, unknown>;
      if (Object.values(nested).every((value) => value === null)) row[key] = null;
    }
    return row as Row;
  }
  return { fields, toRow };
}

// Timestamps, dates and intervals stay text, as drizzle's own node-postgres queries keep them.
const RAW_TEXT_TYPES = new Set([1082, 1114, 1184, 1186]);

export interface PgPoolLike {
  connect(): Promise<{
    query(config: unknown): Promise<{ rows: Record<string, unknown>[] }>;
    release(error?: Error | boolean): void;
  }>;
  totalCount: number;
}

/** The node-postgres pool behind `db`, or undefined on PGlite (one connection, no pool). */
export function pgPoolOf(db: Database): PgPoolLike | undefined {
  const client = (db as unknown as { $client: unknown }).$client;
  return typeof (client as PgPoolLike).totalCount === 'number' ? (client as PgPoolLike) : undefined;
}
interface PgliteLike {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Streams the rows of one query through a server-side cursor: PostgreSQL plans and runs it once, and the
 * app FETCHes `batchSize` rows at a time, so memory stays flat and nothing is re-joined or re-sorted per
 * batch (no OFFSET). On PostgreSQL the cursor lives in a read-only transaction on one pooled connection;
 * on PGlite (one connection for the whole app) it is a WITH HOLD cursor outside a transaction, so other
 * requests run between the FETCHes instead of waiting for the whole export.
 */
export async function* streamWithCursor<Row>(
  db: Database,
  query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } },
  toRow: (raw: Record<string, unknown>) => Row,
  batchSize = 5_000,
): AsyncGenerator<Row> {
  const { sql: text, params } = query.toSQL();
  const name = `export_${randomUUID().replaceAll('-', '')}`;
  const pool = pgPoolOf(db);
  if (pool) {
    const connection = await pool.connect();
    const { types } = await import('pg');
    const rawTypes = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        RAW_TEXT_TYPES.has(oid) ? (value: string) => value : types.getTypeParser(oid, format),
    };
    let failed: Error | undefined;
    let open = false;
    try {
      await connection.query('begin transaction read only');
      open = true;
      // Plan for reading every row (the default 0.1 favours fast first rows: nested loops over millions).
      await connection.query('set local cursor_tuple_fraction = 1');
      await connection.query({ text: `declare ${name} no scroll cursor for ${text}`, values: params });
      type Batch = { rows: Record<string, unknown>[] };
      const fetchBatch = (): Promise<Batch> =>
        connection.query({ text: `fetch ${batchSize} from ${name}`, types: rawTypes });
      let next: Promise<Batch> | undefined = fetchBatch();
      while (next) {
        const { rows }: Batch = await next;
        // Ask for the next batch before handing these rows out: PostgreSQL reads it while the caller works.
        next = rows.length === batchSize ? fetchBatch() : undefined;
        // Awaited on the next turn; a caller who stops early abandons it (the rollback below waits behind it).
        next?.catch(() => undefined);
        for (const raw of rows) yield toRow(raw);
      }
      await connection.query('commit');
      open = false;
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      // An abandoned or failed export leaves an open transaction: end it before the connection goes back.
      if (failed) connection.release(failed);
      else {
        if (open) await connection.query('rollback').catch(() => undefined);
        connection.release();
      }
    }
    return;
  }
  const pglite = (db as unknown as { $client: PgliteLike }).$client;
  await pglite.query('set cursor_tuple_fraction = 1');
  try {
    await pglite.query(`declare ${name} no scroll cursor with hold for ${text}`, params);
  } finally {
    await pglite.query('reset cursor_tuple_fraction');
  }
  try {
    for (;;) {
      const { rows } = await pglite.query(`fetch ${batchSize} from ${name}`);
      for (const raw of rows) yield toRow(raw);
      if (rows.length < batchSize) break;
    }
  } finally {
    await pglite.query(`close ${name}`);
  }
}
