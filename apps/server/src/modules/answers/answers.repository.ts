import { and, desc, eq, getTableColumns, inArray, sql, type Column } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AnswerState } from '@platform/contracts';
import type { Database, DbExecutor } from '../../db/database.js';
import { lessonAnswers, lessonAttempts } from './answers.table.js';
import { lessons, slides } from '../lessons/lessons.table.js';
import { editions } from '../editions/editions.table.js';
import type { LessonRow, SlideRow } from '../lessons/lessons.repository.js';
import { qualified } from '../../db/qualified-column.js';
import { namedStatement } from '../../db/named-statement.js';

export type AttemptRow = typeof lessonAttempts.$inferSelect;
export type NewAttemptRow = typeof lessonAttempts.$inferInsert;
export type AnswerRow = typeof lessonAnswers.$inferSelect;
export type NewAnswerRow = typeof lessonAnswers.$inferInsert;

/** Identifies the attempts of one pupil at one lesson in one edition. */
export interface AttemptKey {
  userId: number;
  lessonId: number;
  editionId: number;
}

const attemptWhere = (key: AttemptKey) =>
  and(
    eq(lessonAttempts.userId, key.userId),
    eq(lessonAttempts.lessonId, key.lessonId),
    eq(lessonAttempts.editionId, key.editionId),
  );

const answersOfAttemptWhere = (key: AttemptKey, version: number) =>
  and(
    eq(lessonAnswers.userId, key.userId),
    eq(lessonAnswers.lessonId, key.lessonId),
    eq(lessonAnswers.editionId, key.editionId),
    eq(lessonAnswers.version, version),
  );

/** What a submission reads about the lesson. */
export interface SubmissionContext {
  lesson: LessonRow;
  /** In lesson order. */
  slides: SlideRow[];
  /** The current edition, null when none is marked current. */
  editionId: number | null;
}

/** A submission's context read inside its transaction, with the attempt it locked. */
export interface LockedSubmissionContext extends SubmissionContext {
  /** The pupil's latest attempt at the lesson in the current edition, locked until the transaction ends. */
  latest: LockedAttempt | undefined;
}

/**
 * A table's columns as a select list aliased `<prefix><key>`, rendered to SQL text once, and the mapper that
 * turns such a raw row back into the table's row type with drizzle's own column mappers.
 */
function flatColumns<T>(columns: Record<string, Column>, prefix: string) {
  const entries = Object.entries(columns);
  const text = new PgDialect().sqlToQuery(
    sql.join(
      entries.map(([key, column]) => sql`${qualified(column)} as ${sql.identifier(prefix + key)}`),
      sql`, `,
    ),
  ).sql;
  return {
    select: sql.raw(text),
    map: (row: Record<string, unknown>): T =>
      Object.fromEntries(
        entries.map(([key, column]) => {
          const value = row[prefix + key];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as T,
  };
}

const lessonColumns = flatColumns<LessonRow>(getTableColumns(lessons), 'l_');
const slideColumns = flatColumns<SlideRow>(getTableColumns(slides), 's_');
// Table-qualified select lists (flatColumns qualifies each column), named for the subquery scan's sake.
const lessonSelectList = lessonColumns.select;
const slideSelectList = slideColumns.select;

/** What a submission needs of the attempt it locked. */
export type LockedAttempt = Pick<AttemptRow, 'id' | 'version' | 'state' | 'startedAt'>;

const placeholder = (name: string) => sql.placeholder(name);
/** The attempt key and version as placeholders (the named statements below). */
const attemptKeyPlaceholders = {
  userId: placeholder('userId'),
  lessonId: placeholder('lessonId'),
  editionId: placeholder('editionId'),
} as unknown as AttemptKey;
const versionPlaceholder = placeholder('version') as unknown as number;

/** See `lockSubmissionContext`. Values: lessonId, userId. */
const lockSubmissionContextStatement = namedStatement(
  'answers_lock_submission_context',
  () => sql`with current_edition as (
      select ${qualified(editions.id)} as id from ${editions}
      where ${qualified(editions.isCurrentEdition)} = true limit 1
    ), locked as (
      select ${qualified(lessonAttempts.id)} as id, ${qualified(lessonAttempts.version)} as version,
        ${qualified(lessonAttempts.state)} as state, ${qualified(lessonAttempts.startedAt)} as started_at
      from ${lessonAttempts}
      where ${qualified(lessonAttempts.userId)} = ${placeholder('userId')}
        and ${qualified(lessonAttempts.lessonId)} = ${placeholder('lessonId')}
        and ${qualified(lessonAttempts.editionId)} = (select id from current_edition)
      order by ${qualified(lessonAttempts.version)} desc limit 1 for update
    )
    select ${lessonSelectList}, ${slideSelectList},
      (select id from current_edition) as edition_id, locked.id as a_id, locked.version as a_version,
      locked.state as a_state, locked.started_at as a_started_at
    from ${lessons}
      left join ${slides} on ${qualified(slides.lessonId)} = ${qualified(lessons.id)}
      left join locked on true
    where ${qualified(lessons.id)} = ${placeholder('lessonId')}
    order by ${qualified(slides.position)}, ${qualified(slides.id)}`,
);

/** See `insertAnswerListingAnswered`. Values: the answer row's fields below. */
const insertListingAnsweredStatement = namedStatement('answers_insert_listing_answered', (executor) => {
  const insert = executor
    .insert(lessonAnswers)
    .values({
      slideId: placeholder('slideId'),
      lessonId: placeholder('lessonId'),
      userId: placeholder('userId'),
      editionId: placeholder('editionId'),
      version: placeholder('version'),
      state: placeholder('state'),
      points: placeholder('points'),
      answer: placeholder('answer'),
      startedAt: placeholder('startedAt'),
    })
    .onConflictDoNothing()
    .returning({ slideId: lessonAnswers.slideId, points: lessonAnswers.points });
  return sql`with inserted as ${insert}
    select slide_id, points, true as fresh from inserted
    union all
    select ${lessonAnswers.slideId}, ${lessonAnswers.points}, false from ${lessonAnswers}
    where ${answersOfAttemptWhere(attemptKeyPlaceholders, versionPlaceholder)}`;
});

/** See `completeAttempt`. Values: userId, lessonId, editionId, id, version, points, completedAt, updatedAt. */
const completeAttemptStatement = namedStatement('answers_complete_attempt', () => {
  const scoredStates = ['COMPLETED', 'APPROVED'] satisfies AnswerState[];
  const column = (name: string) => sql.identifier(name);
  return sql`with earlier as (
      select exists (
        select 1 from ${lessonAttempts}
        where ${attemptWhere(attemptKeyPlaceholders)} and ${qualified(lessonAttempts.version)} <> ${placeholder('version')}
          and ${inArray(lessonAttempts.state, scoredStates)}
      ) as scored
    ), answers_completed as (
      update ${lessonAnswers} set ${column('state')} = 'COMPLETED'
      where ${answersOfAttemptWhere(attemptKeyPlaceholders, versionPlaceholder)}
        and ${qualified(lessonAnswers.state)} = 'IN_PROGRESS'
    )
    update ${lessonAttempts}
    set ${column('state')} = 'COMPLETED',
      ${column('punctaj_final')} = case when (select scored from earlier) then 0::numeric else ${placeholder('points')}::numeric end,
      ${column('completed_at')} = ${placeholder('completedAt')}::timestamptz,
      ${column('updated_at')} = ${placeholder('updatedAt')}::timestamptz
    where ${qualified(lessonAttempts.id)} = ${placeholder('id')}
    returning ${qualified(lessonAttempts.punctajFinal)}`;
});

/** Attempts and answers; the only place that writes these tables. */
export function createAnswersRepository(db: Database) {
  return {
    /**
     * A submission's first statement in its transaction (issue 10: one round trip instead of two): the
     * lesson, its slides in lesson order and the current edition, as `submissionContext` reads them, and the
     * pupil's latest attempt at the lesson in that edition, locked (FOR UPDATE in a CTE), so submissions of
     * one attempt run one after another. Undefined when there is no such lesson.
     */
    async lockSubmissionContext(
      lessonId: number,
      userId: number,
      tx: DbExecutor,
    ): Promise<LockedSubmissionContext | undefined> {
      const result = await lockSubmissionContextStatement(tx, { lessonId, userId });
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      const first = rows[0];
      if (!first) return undefined;
      return {
        lesson: lessonColumns.map(first),
        slides: rows.flatMap((row) => (row.s_id === null ? [] : [slideColumns.map(row)])),
        editionId: first.edition_id === null ? null : Number(first.edition_id),
        latest:
          first.a_id === null
            ? undefined
            : {
                id: Number(first.a_id),
                version: Number(first.a_version),
                state: first.a_state as AnswerState,
                startedAt: new Date(first.a_started_at as Date | string),
              },
      };
    },
    /** The latest attempt; `lock` takes a row lock so submissions of one attempt run one after another. */
    async latestAttempt(key: AttemptKey, tx: DbExecutor = db, lock = false): Promise<AttemptRow | undefined> {
      const query = tx
        .select()
        .from(lessonAttempts)
        .where(attemptWhere(key))
        .orderBy(desc(lessonAttempts.version))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async lockAttempt(key: AttemptKey, version: number, tx: DbExecutor): Promise<AttemptRow | undefined> {
      const [row] = await tx
        .select()
        .from(lessonAttempts)
        .where(and(attemptWhere(key), eq(lessonAttempts.version, version)))
        .for('update');
      return row;
    },
    /**
     * Inserts the attempt unless a parallel request did (the unique constraint decides). Returns the new
     * row, which this transaction holds locked until it ends; undefined when it already existed.
     */
    async insertAttemptIfAbsent(values: NewAttemptRow, tx: DbExecutor): Promise<AttemptRow | undefined> {
      const [row] = await tx.insert(lessonAttempts).values(values).onConflictDoNothing().returning();
      return row;
    },
    async updateAttempt(
      id: number,
      values: Partial<NewAttemptRow>,
      tx: DbExecutor = db,
    ): Promise<AttemptRow> {
      const [row] = await tx
        .update(lessonAttempts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(lessonAttempts.id, id))
        .returning();
      return row!;
    },
    /** Inserts an answer; undefined when this slide of this attempt already has one (never stored twice). */
    async insertAnswerIfAbsent(values: NewAnswerRow, tx: DbExecutor): Promise<AnswerRow | undefined> {
      const [row] = await tx.insert(lessonAnswers).values(values).onConflictDoNothing().returning();
      return row;
    },
    /**
     * Inserts an answer and, in the same statement (one round trip), lists the slides this attempt has
     * answered, the new one included. Call it holding the attempt's lock, so the list is complete.
     */
    async insertAnswerListingAnswered(
      values: NewAnswerRow & { version: number },
      tx: DbExecutor,
    ): Promise<{ stored: boolean; answers: { slideId: number; points: number }[] }> {
      const result = await insertListingAnsweredStatement(tx, {
        slideId: values.slideId,
        lessonId: values.lessonId,
        userId: values.userId,
        editionId: values.editionId,
        version: values.version,
        state: values.state,
        points: values.points ?? 0,
        answer: values.answer,
        startedAt: values.startedAt ?? new Date(),
      });
      const rows = (
        result as unknown as {
          rows: { slide_id: number | string; points: number | string; fresh: boolean }[];
        }
      ).rows;
      return {
        stored: rows.some((row) => row.fresh),
        answers: rows.map((row) => ({ slideId: Number(row.slide_id), points: Number(row.points) })),
      };
    },
    answersOfAttempt(key: AttemptKey, version: number, tx: DbExecutor = db): Promise<AnswerRow[]> {
      return tx
        .select()
        .from(lessonAnswers)
        .where(answersOfAttemptWhere(key, version))
        .orderBy(lessonAnswers.id);
    },
    async updateAnswer(id: number, values: Partial<NewAnswerRow>, tx: DbExecutor = db): Promise<AnswerRow> {
      const [row] = await tx.update(lessonAnswers).set(values).where(eq(lessonAnswers.id, id)).returning();
      return row!;
    },
    /**
     * Completes an attempt that earns points, in one statement (one round trip instead of three): the attempt
     * becomes COMPLETED with `points`, or with 0 when another attempt of the same key already completed and
     * earned its points (points once per lesson and edition), and its IN_PROGRESS answers become COMPLETED.
     * Call it holding the attempt's lock. Returns the points stored.
     */
    async completeAttempt(
      key: AttemptKey,
      attempt: { id: number; version: number },
      points: number,
      completedAt: Date,
      tx: DbExecutor,
    ): Promise<number> {
      const result = await completeAttemptStatement(tx, {
        ...key,
        id: attempt.id,
        version: attempt.version,
        points,
        completedAt: completedAt.toISOString(),
        updatedAt: new Date().toISOString(),
      });
      const [row] = (result as unknown as { rows: { punctaj_final: number | string }[] }).rows;
      return Number(row!.punctaj_final);
    },
    /** The answers of a finished attempt leave IN_PROGRESS. */
    async completeAnswers(key: AttemptKey, version: number, tx: DbExecutor): Promise<void> {
      await tx
        .update(lessonAnswers)
        .set({ state: 'COMPLETED' })
        .where(and(answersOfAttemptWhere(key, version), eq(lessonAnswers.state, 'IN_PROGRESS')));
    },
    /** Marks the still-open answers of an attempt (rejection of the whole attempt). */
    async rejectOpenAnswers(
      key: AttemptKey,
      version: number,
      reason: string,
      reviewerId: number,
      tx: DbExecutor,
    ): Promise<void> {
      await tx
        .update(lessonAnswers)
        .set({ state: 'REJECTED', rejectReason: reason, approvedBy: reviewerId, approvedAt: new Date() })
        .where(
          and(
            answersOfAttemptWhere(key, version),
            inArray(lessonAnswers.state, ['PENDING_APPROVAL', 'COMPLETED']),
          ),
        );
    },
    async findAnswer(id: number, tx: DbExecutor = db): Promise<AnswerRow | undefined> {
      const [row] = await tx.select().from(lessonAnswers).where(eq(lessonAnswers.id, id));
      return row;
    },
    /** Whether an attempt other than `exceptVersion` already completed and earned its points. */
    async hasScoredAttempt(key: AttemptKey, exceptVersion: number, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: lessonAttempts.id })
        .from(lessonAttempts)
        .where(
          and(
            attemptWhere(key),
            sql`${lessonAttempts.version} <> ${exceptVersion}`,
            inArray(lessonAttempts.state, ['COMPLETED', 'APPROVED'] satisfies AnswerState[]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /** State of the user's latest attempt per lesson in an edition. */
    async latestStates(userId: number, editionId: number): Promise<Map<number, AnswerState>> {
      const rows = await db
        .selectDistinctOn([lessonAttempts.lessonId], {
          lessonId: lessonAttempts.lessonId,
          state: lessonAttempts.state,
        })
        .from(lessonAttempts)
        .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.editionId, editionId)))
        .orderBy(lessonAttempts.lessonId, desc(lessonAttempts.version));
      return new Map(rows.map((row) => [row.lessonId, row.state]));
    },
    attemptsOfUser(userId: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(lessonAttempts)
        .where(eq(lessonAttempts.userId, userId))
        .orderBy(desc(lessonAttempts.startedAt), desc(lessonAttempts.id));
    },
    answersOfUser(userId: number): Promise<AnswerRow[]> {
      return db
        .select()
        .from(lessonAnswers)
        .where(eq(lessonAnswers.userId, userId))
        .orderBy(lessonAnswers.id);
    },
    attemptsOfLesson(lessonId: number, tx: DbExecutor = db): Promise<AttemptRow[]> {
      return tx
        .select()
        .from(lessonAttempts)
        .where(eq(lessonAttempts.lessonId, lessonId))
        .orderBy(lessonAttempts.id);
    },
    answersOfLesson(lessonId: number, tx: DbExecutor = db): Promise<AnswerRow[]> {
      return tx
        .select()
        .from(lessonAnswers)
        .where(eq(lessonAnswers.lessonId, lessonId))
        .orderBy(lessonAnswers.id);
    },
    /** Removes a pupil's answers and attempts (and so their points) for a lesson in an edition. */
    async deleteForPupil(key: AttemptKey): Promise<{ deletedAnswers: number; deletedAttempts: number }> {
      return db.transaction(async (tx) => {
        const answers = await tx
          .delete(lessonAnswers)
          .where(
            and(
              eq(lessonAnswers.userId, key.userId),
              eq(lessonAnswers.lessonId, key.lessonId),
              eq(lessonAnswers.editionId, key.editionId),
            ),
          )
          .returning({ id: lessonAnswers.id });
        const attempts = await tx
          .delete(lessonAttempts)
          .where(attemptWhere(key))
          .returning({ id: lessonAttempts.id });
        return { deletedAnswers: answers.length, deletedAttempts: attempts.length };
      });
    },
  };
}
export type AnswersRepository = ReturnType<typeof createAnswersRepository>;
