import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LessonType } from '@platform/contracts';
import { users } from '../users/users.table.js';
import { editions } from '../editions/editions.table.js';

/** Lessons, homework, practical activities and challenges (spec 001 §3 Lesson). */
export const lessons = pgTable(
  'lessons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text().$type<LessonType>().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    /** Deadline (the API shows epoch milliseconds). */
    deadline: timestamp({ withTimezone: true }),
    punctajMaxim: integer().notNull().default(0),
    isHidden: boolean().notNull().default(false),
    image: text(),
    editionId: integer().references(() => editions.id),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lessons_type_hidden').on(t.type, t.isHidden), index('lessons_created_at').on(t.createdAt)],
);

/**
 * Slides in the versioned envelope of architecture §3: `{ type, pluginVersion, schemaVersion, data }`.
 * `position` orders slides within a lesson (the spec's "number").
 */
export const slides = pgTable(
  'slides',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    type: text().notNull(),
    pluginVersion: text().notNull(),
    schemaVersion: integer().notNull(),
    data: jsonb().$type<unknown>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('slides_lesson_position').on(t.lessonId, t.position),
    index('slides_type_schema').on(t.type, t.schemaVersion),
  ],
);

/**
 * A number that changes whenever a lesson or any of its slides changes, kept by triggers (migration 0011),
 * never by the app. A server process keeps the lessons pupils answer in memory and stores an answer only
 * while this is still the version it scored against (`submit_lesson_answer`), whichever process changed it.
 */
export const lessonContentVersions = pgTable('lesson_content_versions', {
  lessonId: integer()
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  version: bigint({ mode: 'number' }).notNull().default(1),
});
