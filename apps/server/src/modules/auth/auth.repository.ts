import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/database.js';
import { users } from '../users/users.table.js';
import type { UserRow } from '../users/users.repository.js';
import { loginFailures, passwordResetTokens, refreshTokens } from './auth.table.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * The two statements of every login, prepared once (drizzle's `prepare`): PostgreSQL plans each once per
 * connection, and the SQL is not rebuilt per call. Logins keep every core busy hashing, so what a login costs
 * the event loop and the database besides the hash decides how close logins come to the hashing rate
 * (docs/performance.md, "Logins").
 */
function loginStatements(db: Database) {
  const lockedUntil = sql<Date | null>`(${db
    .select({ until: sql`max(${loginFailures.lockedUntil})` })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, [sql.placeholder('account'), sql.placeholder('address')]),
        gt(loginFailures.lockedUntil, sql`now()`),
      ),
    )})`.mapWith(loginFailures.lockedUntil);
  // One row whether or not the account exists: a lock applies to unknown e-mails too.
  const find = db
    .select({ user: users, lockedUntil })
    .from(sql`(values (1)) as login`)
    .leftJoin(users, eq(users.email, sql.placeholder('email')))
    .prepare('login_find');
  const cleared = db.$with('cleared').as(
    db
      .delete(loginFailures)
      .where(eq(loginFailures.key, sql.placeholder('clearedFailureKey')))
      .returning({ key: loginFailures.key }),
  );
  const touched = db.$with('touched').as(
    db
      .update(users)
      .set({ lastLogin: sql`now()` })
      .where(eq(users.id, sql.placeholder('userId')))
      .returning({ id: users.id }),
  );
  const record = db
    .with(cleared, touched)
    .insert(refreshTokens)
    .values({
      userId: sql.placeholder('userId'),
      tokenHash: sql.placeholder('tokenHash'),
      familyId: sql.placeholder('familyId'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .prepare('login_record');
  return { find, record };
}

/** Refresh tokens, reset tokens and failed-login counters. */
export function createAuthRepository(db: Database) {
  const login = loginStatements(db);
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

    /**
     * What a login reads, in one statement: the user with this e-mail (if any) and the latest lock still
     * running on the account's or the address's counter (null when none is).
     */
    async findLogin(
      email: string,
      lockKeys: { account: string; address: string },
    ): Promise<{ user: UserRow | undefined; lockedUntil: Date | null }> {
      const [row] = await login.find.execute({ email, ...lockKeys });
      return { user: row?.user ?? undefined, lockedUntil: row?.lockedUntil ?? null };
    },

    /**
     * A successful login's three writes in one statement (one round trip, one commit): the account's failed-login
     * counter cleared, the user's last login, the new refresh token.
     */
    async recordLogin(values: {
      userId: number;
      clearedFailureKey: string;
      tokenHash: string;
      familyId: string;
      expiresAt: Date;
    }): Promise<void> {
      await login.record.execute(values);
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
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
