import { eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/database.js';
import { parentalConsents } from './consents.table.js';

export type NewParentalConsent = typeof parentalConsents.$inferInsert;

export function createConsentsRepository(db: Database) {
  return {
    async insert(values: NewParentalConsent, tx: DbExecutor = db): Promise<void> {
      await tx.insert(parentalConsents).values(values);
    },
    async existsForPupil(pupilId: number, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: parentalConsents.id })
        .from(parentalConsents)
        .where(eq(parentalConsents.pupilId, pupilId))
        .limit(1);
      return row !== undefined;
    },
    listForPupil: (pupilId: number) =>
      db.select().from(parentalConsents).where(eq(parentalConsents.pupilId, pupilId)),
  };
}
export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
