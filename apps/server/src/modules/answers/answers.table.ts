import {
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnswerState } from '@platform/contracts';
import { users } from '../users/users.table.js';
import { editions } from '../editions/editions.table.js';
import { lessons, slides } from '../lessons/lessons.table.js';

/**
 * One attempt of a pupil at a lesson in an edition. `version` is the attempt number (shown as version+1).
 * Holds the lesson-level state and final points; answers per slide are in `lesson_answers`.
 */
export const lessonAttempts = pgTable(
  'lesson_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    editionId: integer()
      .notNull()
      .references(() => editions.id),
    version: integer().notNull().default(0),
    state: text().$type<AnswerState>().notNull().default('IN_PROGRESS'),
    punctajFinal: numeric({ precision: 12, scale: 2, mode: 'number' }),
    rejectReason: text(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    approvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lesson_attempts_unique').on(t.userId, t.lessonId, t.editionId, t.version),
    index('lesson_attempts_lesson_state').on(t.lessonId, t.state),
    index('lesson_attempts_edition_state').on(t.editionId, t.state),
  ],
);

/** A pupil's answer to one slide in one attempt (spec 001 §3 Lesson answer). */
export const lessonAnswers = pgTable(
  'lesson_answers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slideId: integer()
      .notNull()
      .references(() => slides.id, { onDelete: 'cascade' }),
    // The lesson, pupil and edition are the attempt's (lesson_answers_attempt_fk below), whose own keys reach
    // lessons, users and editions.
    lessonId: integer().notNull(),
    userId: integer().notNull(),
    editionId: integer().notNull(),
    /** Attempt number. */
    version: integer().notNull().default(0),
    state: text().$type<AnswerState>().notNull(),
    points: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    rejectReason: text(),
    /** The plugin's answer payload (text, photos, selectedOptionsIds, ...). */
    answer: jsonb().$type<unknown>().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Submission time ("timestamp" in the spec). */
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp({ withTimezone: true }),
    /**
     * The pupil's school, a copy of `users.school_id` kept by triggers (migration 0010): set on insert, and
     * moved with the pupil when their school changes. A teacher's screen reads its school's answers through
     * lesson_answers_school_edition_timestamp_id instead of through each of the school's pupils. Never
     * written by the app: the trigger overrides any value given.
     */
    schoolId: integer(),
  },
  (t) => [
    // A scored answer can never be stored twice for the same slide and attempt. The attempt's columns lead, so
    // the same index finds an attempt's answers (a submission reads them, and completes them) by four equal
    // columns: led by the slide it matched on the pupil alone, and PGlite, whose statistics are an hour old at
    // most, read a lesson's answers instead (lesson_answers_lesson_edition_id), 2.3x slower under load.
    unique('lesson_answers_unique').on(t.userId, t.lessonId, t.editionId, t.version, t.slideId),
    // An answer belongs to an attempt: one key checked per stored answer instead of three (its lesson, pupil
    // and edition), on the attempt row the submission has just locked (migration 0024). Deleting a pupil or
    // a lesson deletes their attempts, and so these answers, as the three keys did.
    foreignKey({
      name: 'lesson_answers_attempt_fk',
      columns: [t.userId, t.lessonId, t.editionId, t.version],
      foreignColumns: [
        lessonAttempts.userId,
        lessonAttempts.lessonId,
        lessonAttempts.editionId,
        lessonAttempts.version,
      ],
    }).onDelete('cascade'),
    // A lesson's answers of an edition in id order: the answers report sorted by lesson title or type reads
    // each lesson's from it (answers-report-group-walk.ts), and a lesson's answers are found by it. It
    // replaces (lesson_id, user_id, edition_id): an attempt's answers are found from the pupil's side
    // (lesson_answers_unique starts with the attempt's columns).
    index('lesson_answers_lesson_edition_id').on(t.lessonId, t.editionId, t.id),
    // The answers report's default order whole (`timestamp desc nulls last, id`): the newest page reads 20
    // entries with no sort, and a deep page skips its offset inside the index alone (index-only scan). The
    // state after the id (which is unique, so it orders nothing) lets a state filter sorted by time test each
    // answer's state in the index: the 20 answers in progress newest first read 66 index pages instead of
    // 6,500 of the table (migration 0021).
    index('lesson_answers_edition_timestamp_id_state').on(
      t.editionId,
      t.timestamp.desc().nullsLast(),
      t.id,
      t.state,
    ),
    // The report sorted by points or by attempt number, either way, whole or filtered by lesson or state: one
    // range per value, state and lesson, ids ascending in it (answers-report-group-walk.ts). The state and
    // lesson after the value let a lesson or state filter skip the ranges it keeps none of (a value's answers
    // are most often one lesson's slides).
    // NULLS FIRST is PostgreSQL's default for DESC, i.e. what `order by points desc` asks for.
    index('lesson_answers_edition_points_state_lesson_id').on(
      t.editionId,
      t.points.desc().nullsFirst(),
      t.state,
      t.lessonId,
      t.id,
    ),
    // The report sorted by state, either way: one range per state and lesson. It also serves the state filter
    // of an edition, and its answers sorted by lesson (pending answers, by lesson: one range per lesson).
    index('lesson_answers_edition_state_lesson_id').on(t.editionId, t.state, t.lessonId, t.id),
    index('lesson_answers_edition_version_state_lesson_id').on(
      t.editionId,
      t.version,
      t.state,
      t.lessonId,
      t.id,
    ),
    // A pupil's answers of an edition, newest first, read from the index alone: a teacher's page reads those of
    // every pupil of the school (20,000 answers for 2,000 pupils) before keeping a page. It replaces an index
    // on user_id alone (lesson_answers_unique also starts with user_id).
    index('lesson_answers_user_edition_timestamp_id').on(
      t.userId,
      t.editionId,
      t.timestamp.desc().nullsLast(),
      t.id,
    ),
    // A teacher's screen, newest first: its page of 20 read from the index with no sort, and its total
    // counted from the index alone (issue 10).
    index('lesson_answers_school_edition_timestamp_id').on(
      t.schoolId,
      t.editionId,
      t.timestamp.desc().nullsLast(),
      t.id,
    ),
  ],
);
