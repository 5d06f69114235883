import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/database.js';
import { loginFailures, passwordResetTokens, refreshTokens } from './auth.table.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Refresh tokens, reset tokens and failed-login counters. */
export function createAuthRepository(db: Database) {
  return {
    async insertRefreshToken(
      values: { userId: number; tokenHash: string; familyId: string; expiresAt: Date },
      tx: DbExecutor = db,
    ): Promise<RefreshTokenRow> {
      const [row] = await tx.insert(refreshTokens).values(values).returning();
      return row!;
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Revokes one token if still active; false when someone else revoked it first (reuse race). */
    async revokeIfActive(id: string, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async setReplacedBy(id: string, replacedById: string, tx: DbExecutor = db): Promise<void> {
      await tx.update(refreshTokens).set({ replacedById }).where(eq(refreshTokens.id, id));
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllForUser(userId: number, tx: DbExecutor = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    async insertResetToken(values: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    /** Marks a valid, unused reset token used and returns its user; undefined when invalid, used or expired. */
    async consumeResetToken(tokenHash: string, tx: DbExecutor = db): Promise<number | undefined> {
      const now = new Date();
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    async findLockedUntil(keys: string[]): Promise<Date | null> {
      const rows = await db
        .select({ lockedUntil: loginFailures.lockedUntil })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, keys), gt(loginFailures.lockedUntil, new Date())));
      const times = rows.map((r) => r.lockedUntil!.getTime());
      return times.length ? new Date(Math.max(...times)) : null;
    },

    /** Counts one failure in the key's window; locks the key when the count reaches `maxFailures`. */
    async recordFailure(
      key: string,
      options: { maxFailures: number; windowSeconds: number; lockSeconds: number },
    ): Promise<void> {
      const windowStart = sql`now() - make_interval(secs => ${options.windowSeconds})`;
      const newCount = sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`;
      await db
        .insert(loginFailures)
        .values({
          key,
          failures: 1,
          lockedUntil:
            options.maxFailures <= 1 ? sql`now() + make_interval(secs => ${options.lockSeconds})` : null,
        })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: newCount,
            windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then now() else ${loginFailures.windowStartedAt} end`,
            lockedUntil: sql`case when ${newCount} >= ${options.maxFailures} then now() + make_interval(secs => ${options.lockSeconds}) else ${loginFailures.lockedUntil} end`,
          },
        });
    },

    async clearFailures(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
