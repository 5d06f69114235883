import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UploadCategory } from '@platform/contracts';
import { users } from '../users/users.table.js';

/** Uploaded files; bytes live in the storage (local disk or S3), `storageKey` locates them. */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    category: text().$type<UploadCategory>().notNull(),
    storageKey: text().notNull().unique(),
    originalName: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner').on(t.ownerId), index('files_category').on(t.category)],
);

/** Generated report exports (xlsx); served only to their owner. */
export const exportFiles = pgTable(
  'export_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Report name, e.g. raport_utilizatori. */
    kind: text().notNull(),
    fileName: text().notNull(),
    storageKey: text().notNull().unique(),
    rowCount: integer().notNull().default(0),
    size: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('export_files_owner').on(t.ownerId, t.createdAt)],
);
