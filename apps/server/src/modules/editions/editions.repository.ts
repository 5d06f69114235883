import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { editions } from './editions.table.js';

export type EditionRow = typeof editions.$inferSelect;

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
