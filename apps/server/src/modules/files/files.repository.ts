import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { exportFiles, files } from './files.table.js';
import { users } from '../users/users.table.js';

export type FileRow = typeof files.$inferSelect;
export type ExportFileRow = typeof exportFiles.$inferSelect;

export function createFilesRepository(db: Database) {
  return {
    async insert(values: typeof files.$inferInsert): Promise<FileRow> {
      const [row] = await db.insert(files).values(values).returning();
      return row!;
    },
    /** A file with its owner's role and school (for access checks). */
    async findWithOwner(id: string) {
      const [row] = await db
        .select({ file: files, ownerSchoolId: users.schoolId })
        .from(files)
        .leftJoin(users, eq(users.id, files.ownerId))
        .where(eq(files.id, id));
      return row;
    },
    async insertExport(values: typeof exportFiles.$inferInsert): Promise<ExportFileRow> {
      const [row] = await db.insert(exportFiles).values(values).returning();
      return row!;
    },
    async findExport(id: string): Promise<ExportFileRow | undefined> {
      const [row] = await db.select().from(exportFiles).where(eq(exportFiles.id, id));
      return row;
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
