import { inArray } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/database.js';
import { files } from '../files/files.table.js';

export type NewPackageFileRow = typeof files.$inferInsert;

/** The file rows a lesson package reads (export) and writes (import, inside the import's transaction). */
export function createLessonPackageRepository(db: Database) {
  return {
    async findFiles(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(files)
        .where(inArray(files.id, [...ids]));
    },
    async insertFiles(values: NewPackageFileRow[], tx: DbExecutor = db): Promise<void> {
      if (values.length) await tx.insert(files).values(values);
    },
  };
}
export type LessonPackageRepository = ReturnType<typeof createLessonPackageRepository>;
