import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client.js';

/** How often the embedded database refreshes its planner statistics. */
const PGLITE_ANALYZE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * PGlite has no autovacuum, so without ANALYZE its planner never learns table sizes and report queries
 * sort whole tables instead of using their indexes (docs/performance.md). PostgreSQL does this by itself.
 * Runs once now and then hourly; returns the function that stops the timer.
 */
export function refreshPlannerStatistics(database: DatabaseHandle, log: FastifyBaseLogger): () => void {
  if (database.kind !== 'pglite') return () => {};
  const analyze = async () => {
    try {
      await database.db.execute(sql`ANALYZE`);
    } catch (error) {
      log.warn({ err: error }, 'ANALYZE failed');
    }
  };
  void analyze();
  const timer = setInterval(() => void analyze(), PGLITE_ANALYZE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
