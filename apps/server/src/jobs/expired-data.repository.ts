import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { loginFailures, passwordResetTokens, refreshTokens } from '../modules/auth/auth.table.js';
import { exportFiles } from '../modules/files/files.table.js';

/** Finds and deletes rows that no longer serve any purpose (the clean-up job). */
export function createExpiredDataRepository(db: Database) {
  return {
    /** Expired refresh and reset tokens (a day's grace keeps reuse detection for just-expired ones). */
    async deleteExpiredTokens(): Promise<number> {
      const cutoff = sql`now() - interval '1 day'`;
      const refresh = await db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, cutoff))
        .returning({ id: refreshTokens.id });
      const reset = await db
        .delete(passwordResetTokens)
        .where(lt(passwordResetTokens.expiresAt, cutoff))
        .returning({ id: passwordResetTokens.id });
      return refresh.length + reset.length;
    },
    /** Failed-login counters whose window and lock are both over. */
    async deleteStaleLoginFailures(windowSeconds: number): Promise<number> {
      const rows = await db
        .delete(loginFailures)
        .where(
          and(
            lt(loginFailures.windowStartedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
            or(sql`${loginFailures.lockedUntil} is null`, lt(loginFailures.lockedUntil, sql`now()`)),
          ),
        )
        .returning({ key: loginFailures.key });
      return rows.length;
    },
    /** Export files older than `maxAgeSeconds`, oldest first. */
    findOldExports(maxAgeSeconds: number, limit: number) {
      return db
        .select({ id: exportFiles.id, storageKey: exportFiles.storageKey })
        .from(exportFiles)
        .where(lt(exportFiles.createdAt, sql`now() - make_interval(secs => ${maxAgeSeconds})`))
        .orderBy(exportFiles.createdAt)
        .limit(limit);
    },
    async deleteExport(id: string): Promise<void> {
      await db.delete(exportFiles).where(eq(exportFiles.id, id));
    },
  };
}
export type ExpiredDataRepository = ReturnType<typeof createExpiredDataRepository>;
