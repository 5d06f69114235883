import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
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
    /** Pending rows whose next attempt is due, oldest first. */
    due(limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(emailOutbox)
        .where(
          and(
            isNull(emailOutbox.sentAt),
            isNull(emailOutbox.failedAt),
            lte(emailOutbox.nextAttemptAt, new Date()),
          ),
        )
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(limit);
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
    list: (): Promise<OutboxRow[]> => db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
  };
}
export type EmailRepository = ReturnType<typeof createEmailRepository>;
