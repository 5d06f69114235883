import { bigint, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Summary tables of the edition dashboard (issue 13), kept by database triggers on `lesson_attempts` and
 * `users` (migration 0003) so that every path that changes an attempt or a pupil's school (answers, reviews,
 * sync, deletions and their cascades) keeps them exact, in the same transaction. No foreign keys: a cascade
 * deletes the user before the trigger of their attempts runs, and the trigger still needs the school they
 * counted for. `school_id` 0 stands for "no school" (a key column cannot be null).
 * See docs/decisions.md "Issue 13: dashboards".
 */

/** Completed or approved attempts and their points per edition, school and lesson. */
export const dashboardLessonTotals = pgTable(
  'dashboard_lesson_totals',
  {
    editionId: integer().notNull(),
    schoolId: integer().notNull(),
    lessonId: integer().notNull(),
    completed: bigint({ mode: 'number' }).notNull().default(0),
    points: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.schoolId, t.lessonId] })],
);

/** Pupils with at least one attempt in the edition, per school. */
export const dashboardSchoolTotals = pgTable(
  'dashboard_school_totals',
  {
    editionId: integer().notNull(),
    schoolId: integer().notNull(),
    activePupils: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.schoolId] })],
);

/** Each pupil's attempt count in an edition and the school those attempts count for. */
export const dashboardEditionPupils = pgTable(
  'dashboard_edition_pupils',
  {
    editionId: integer().notNull(),
    userId: integer().notNull(),
    schoolId: integer().notNull(),
    attempts: integer().notNull(),
  },
  // The users trigger finds a pupil's rows across editions when the pupil changes school.
  (t) => [
    primaryKey({ columns: [t.editionId, t.userId] }),
    index('dashboard_edition_pupils_user').on(t.userId),
  ],
);

/** Pupils (role ELEV) enrolled at each school. */
export const dashboardSchoolPupils = pgTable('dashboard_school_pupils', {
  schoolId: integer().primaryKey(),
  pupils: bigint({ mode: 'number' }).notNull().default(0),
});
