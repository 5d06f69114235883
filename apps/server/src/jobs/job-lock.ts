import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/**
 * Runs `work` only if no other process is running the job of the same name right now, using a PostgreSQL
 * transaction-level advisory lock (released by the database even if this process dies). Returns false
 * when another process holds it. PGlite serves one process and one connection, so it runs directly there
 * (a transaction would block the work's own queries).
 */
export function createJobLock(db: Database, kind: 'pglite' | 'postgres') {
  return async function runExclusive(name: string, work: () => Promise<void>): Promise<boolean> {
    if (kind === 'pglite') {
      await work();
      return true;
    }
    return db.transaction(async (tx) => {
      const result = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtext(${`job:${name}`})) as locked`,
      );
      if (!(result as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked) return false;
      await work();
      return true;
    });
  };
}
export type JobLock = ReturnType<typeof createJobLock>;
