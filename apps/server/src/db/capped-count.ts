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
 * The total of a report page without counting millions of rows per page: `count(*)` over at most
 * EXACT_COUNT_LIMIT + 1 matching rows (cheap, and exact for every small result), and only when more match,
 * the row estimate of `EXPLAIN` for the same query (one planning, no execution), as large admin tools do.
 * `matching` builds the query of the matching rows (select a constant, same joins and filters, no order).
 */
export async function reportTotal(db: Database, matching: () => Countable): Promise<ReportTotal> {
  // Both drivers expose query(text, params) on the client (pg Pool, PGlite).
  const client = (db as unknown as { $client: RawClient }).$client;
  const limited = matching()
    .limit(EXACT_COUNT_LIMIT + 1)
    .toSQL();
  const counted = await client.query(
    `select count(*)::int as n from (${limited.sql}) as capped`,
    limited.params,
  );
  const exact = Number(counted.rows[0]?.n ?? 0);
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };
  const { sql: text, params } = matching().toSQL();
  const { rows } = await client.query(`explain (format json) ${text}`, params);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  const estimate = Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, estimate), estimated: true };
}
