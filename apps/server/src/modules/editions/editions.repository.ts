import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { editions } from './editions.table.js';

export type EditionRow = typeof editions.$inferSelect;

/** The current edition's id as a scalar subquery, for statements that read it with their own rows (null when none). */
export const currentEditionIdSql = sql<number | null>`(select ${qualified(editions.id)} from ${editions}
  where ${qualified(editions.isCurrentEdition)} limit 1)`;

export function createEditionsRepository(db: Database) {
  return {
    list: (): Promise<EditionRow[]> =>
      db.select().from(editions).orderBy(desc(editions.createdAt), desc(editions.id)),
    async findCurrent(): Promise<EditionRow | undefined> {
      const [row] = await db.select().from(editions).where(eq(editions.isCurrentEdition, true));
      return row;
    },
    async findById(id: number): Promise<EditionRow | undefined> {
      const [row] = await db.select().from(editions).where(eq(editions.id, id));
      return row;
    },
  };
}
export type EditionsRepository = ReturnType<typeof createEditionsRepository>;
