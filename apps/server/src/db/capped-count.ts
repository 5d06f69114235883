import type { Database } from './database.js';

/** Up to this many matching rows a report's total is exact; beyond it, the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

export interface ReportTotal {
  total: number;
  /** True when `total` is the planner's estimate (more than EXACT_COUNT_LIMIT rows match). */
  estimated: boolean;
}

interface Query {
  toSQL(): { sql: string; params: unknown[] };
}
/** A drizzle select of the matching rows (any builder with `limit` and `toSQL`). */
interface Countable extends Query {
  limit(limit: number): Query;
}

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * From this estimate on, the planner's figure is taken without counting: counting 10,001 rows through a
 * selective filter (a school name over ten million answers, a name over a million users) costs more than the
 * page itself, and such a total is shown as an estimate anyway. A fivefold overestimate of a small result is
 * the price (see decisions.md).
 */
export const TRUSTED_ESTIMATE_FROM = 5 * EXACT_COUNT_LIMIT;

/** What the page query already returned: a page shorter than its limit ends the result. */
export interface PageRead {
  offset: number;
  limit: number;
  rows: number;
}

/**
 * The total of a report page without counting millions of rows per page, as large admin tools do:
 * - a page shorter than its limit (and not past the end) ends the result: offset + its rows, exact, free;
 * - else the row estimate of `EXPLAIN` for the same query (one planning, no execution); at or above
 *   TRUSTED_ESTIMATE_FROM it is the total;
 * - else `count(*)` over at most EXACT_COUNT_LIMIT + 1 matching rows: exact up to the limit, beyond it the
 *   estimate (never less than the limit + 1).
 * `matching` builds the query of the matching rows (select a constant, same joins and filters, no order).
 * `estimate`: the planner's estimate when the caller already asked for it ({@link pageWithTotal}).
 */
export async function reportTotal(
  db: Database,
  matching: () => Countable,
  page?: PageRead,
  estimate?: Promise<number>,
): Promise<ReportTotal> {
  if (page && page.rows < page.limit && (page.rows > 0 || page.offset === 0))
    return { total: page.offset + page.rows, estimated: false };
  const planned = await (estimate ?? plannedRows(db, matching));
  if (planned >= TRUSTED_ESTIMATE_FROM) return { total: planned, estimated: true };
  const limited = matching()
    .limit(EXACT_COUNT_LIMIT + 1)
    .toSQL();
  const counted = await clientOf(db).query(
    `select count(*)::int as n from (${limited.sql}) as capped`,
    limited.params,
  );
  const exact = Number(counted.rows[0]?.n ?? 0);
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, planned), estimated: true };
}

/** Both drivers expose query(text, params) on the client (pg Pool, PGlite). */
const clientOf = (db: Database) => (db as unknown as { $client: RawClient }).$client;

/** The planner's row estimate of the matching rows: `EXPLAIN`, one planning, no execution. */
export async function plannedRows(db: Database, matching: () => Countable): Promise<number> {
  const { sql: text, params } = matching().toSQL();
  const { rows } = await clientOf(db).query(`explain (format json) ${text}`, params);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** How a report repository reads a page and its total: `concurrent` on PostgreSQL's pool, not on PGlite. */
export interface PageReads {
  concurrent: boolean;
}

/**
 * A report page's rows and its total ({@link reportTotal}). With `concurrent` (PostgreSQL: a pool of
 * connections) the planner's estimate is asked on a second connection while the rows are read, so a full page,
 * the usual first page of a large report, waits for the slower of the two instead of both one after the
 * other; a short page ends the result and drops the estimate (one planning spent for nothing). PGlite has one
 * connection: the estimate waits for the rows, and is asked only for a full page. `estimate`: the caller asked
 * for it already (to choose how to read the rows).
 */
export async function pageWithTotal<Row>(
  db: Database,
  readRows: () => Promise<Row[]>,
  matching: () => Countable,
  at: { offset: number; limit: number; estimate?: Promise<number> } & PageReads,
): Promise<{ rows: Row[]; total: number; totalIsEstimate: boolean }> {
  const estimate = at.estimate ?? (at.concurrent ? plannedRows(db, matching) : undefined);
  // Dropped when the page is short: its failure must not surface as an unhandled rejection.
  estimate?.catch(() => undefined);
  const rows = await readRows();
  const { total, estimated } = await reportTotal(
    db,
    matching,
    { offset: at.offset, limit: at.limit, rows: rows.length },
    estimate,
  );
  return { rows, total, totalIsEstimate: estimated };
}
