import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/database.js';
import { emailOutbox } from './email.table.js';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export function createEmailRepository(db: Database) {
  return {
    async enqueue(email: OutgoingEmail, tx: DbExecutor = db): Promise<OutboxRow> {
      const [row] = await tx.insert(emailOutbox).values(email).returning();
      return row!;
    },
    /**
     * Claims due rows for one worker: their next attempt moves `leaseSeconds` ahead, so another API
     * process skips them; a crash mid-send only delays the retry.
     */
    claimDue(limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            isNull(emailOutbox.sentAt),
            isNull(emailOutbox.failedAt),
            lte(emailOutbox.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(inArray(emailOutbox.id, due))
        .returning();
    },
    async markSent(id: number): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
        .where(eq(emailOutbox.id, id));
    },
    async markFailed(id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
      await db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: error.slice(0, 2000),
          ...(nextAttemptAt ? { nextAttemptAt } : { failedAt: new Date() }),
        })
        .where(eq(emailOutbox.id, id));
    },
    async findById(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row;
    },
    /** E-mails still to send (not sent, not given up), for the metrics. */
    async countBacklog(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(and(isNull(emailOutbox.sentAt), isNull(emailOutbox.failedAt)));
      return row?.count ?? 0;
    },
    list: (): Promise<OutboxRow[]> => db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
  };
}
export type EmailRepository = ReturnType<typeof createEmailRepository>;
