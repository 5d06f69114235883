import { and, desc, eq, getTableColumns, inArray, sql, type Column } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AnswerState } from '@platform/contracts';
import type { Database, DbExecutor } from '../../db/database.js';
import { lessonAnswers, lessonAttempts } from './answers.table.js';
import { lessons, slides } from '../lessons/lessons.table.js';
import { currentEditionIdSql } from '../editions/editions.repository.js';
import { lessonContentVersion, type LessonRow, type SlideRow } from '../lessons/lessons.repository.js';
import { qualified } from '../../db/qualified-column.js';
import { namedStatement } from '../../db/named-statement.js';
import { retryOnDeadlock } from '../../db/transaction.js';
import { createGroupCommit } from '../../db/group-commit.js';

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

/** What a submission reads about the lesson; a server process keeps it in memory (`lesson-submission-cache`). */
export interface SubmissionLesson {
  lesson: LessonRow;
  /** In lesson order. */
  slides: SlideRow[];
  /** The current edition, null when none is marked current. */
  editionId: number | null;
  /** The lesson's content version (migration 0011): the database refuses answers scored against another. */
  contentVersion: number;
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

/** What a submission needs of the attempt it read. */
export type SeenAttempt = Pick<AttemptRow, 'id' | 'state'>;

const placeholder = (name: string) => sql.placeholder(name);

/** See `submissionLesson`. Values: lessonId. */
const submissionLessonStatement = namedStatement(
  'answers_submission_lesson',
  () => sql`select ${lessonSelectList}, ${slideSelectList},
      ${currentEditionIdSql} as edition_id, ${lessonContentVersion} as content_version
    from ${lessons}
      left join ${slides} on ${qualified(slides.lessonId)} = ${qualified(lessons.id)}
    where ${qualified(lessons.id)} = ${placeholder('lessonId')}
    order by ${qualified(slides.position)}, ${qualified(slides.id)}`,
);

/**
 * What resuming a lesson reads first, in one prepared statement (issue 10: the third call of every lesson a
 * pupil opens was three queries before its answers): the lesson's type, visibility and content version, the
 * current edition and the caller's latest attempt at the lesson in it (null when none).
 */
function lessonResumeStatement(db: Database) {
  return db
    .select({
      type: lessons.type,
      isHidden: lessons.isHidden,
      editionId: sql<number | null>`${currentEditionIdSql}`.mapWith(Number),
      contentVersion: lessonContentVersion,
      attempt: lessonAttempts,
    })
    .from(lessons)
    .leftJoin(
      lessonAttempts,
      sql`${qualified(lessonAttempts.userId)} = ${placeholder('userId')}
        and ${qualified(lessonAttempts.lessonId)} = ${qualified(lessons.id)}
        and ${qualified(lessonAttempts.editionId)} = ${currentEditionIdSql}
        and ${qualified(lessonAttempts.version)} = (select max(later.version) from lesson_attempts later
          where later.user_id = ${placeholder('userId')} and later.lesson_id = ${qualified(lessons.id)}
            and later.edition_id = ${currentEditionIdSql})`,
    )
    .where(eq(lessons.id, placeholder('lessonId')))
    .prepare('answers_lesson_resume');
}

/** See `submitAnswer`: the function of migration 0011, called as one named statement. */
const submitAnswerStatement = namedStatement(
  'answers_submit',
  () => sql`select outcome, punctaj_final, attempt_id, attempt_state, answered from submit_lesson_answer(
      ${placeholder('userId')}::integer, ${placeholder('lessonId')}::integer,
      ${placeholder('editionId')}::integer, ${placeholder('slideId')}::integer,
      ${placeholder('contentVersion')}::bigint, ${placeholder('deadlinePassed')}::boolean,
      ${placeholder('seenKnown')}::boolean, ${placeholder('seenAttemptId')}::integer,
      ${placeholder('seenState')}::text, ${placeholder('seenSlideIds')}::integer[],
      ${placeholder('seenPoints')}::numeric[], ${placeholder('answerableSlideIds')}::integer[],
      ${placeholder('answerState')}::text, ${placeholder('points')}::numeric, ${placeholder('answer')}::jsonb,
      ${placeholder('requiresApproval')}::boolean, ${placeholder('lessonPoints')}::numeric,
      ${placeholder('now')}::timestamptz)`,
);

/** See `submitAnswer`: several submissions in one call (migration 0013), one JSON array of `submissionValues`. */
const submitBatchStatement = namedStatement(
  'answers_submit_batch',
  () => sql`select i, outcome, punctaj_final, attempt_id, attempt_state, answered
    from submit_lesson_answers(${placeholder('batch')}::jsonb)`,
);

/** At most this many answers per call: about 16 ms of PostgreSQL's CPU at 0.25 ms per answer (performance.md). */
const MAX_ANSWERS_PER_CALL = 64;

/** The pupil's attempt and its answers (by slide id ascending, points as stored), as the database saw them. */
export interface SeenAttemptAnswers {
  attempt: SeenAttempt | undefined;
  answered: { slideId: number; points: number }[];
}

/** What `submitAnswer` sends: the answer, and what the server scored it against. */
export interface AnswerSubmission extends AttemptKey {
  slideId: number;
  contentVersion: number;
  deadlinePassed: boolean;
  /** The attempt and answers the lesson's points were computed from; undefined when not known yet. */
  seen: SeenAttemptAnswers | undefined;
  answerableSlideIds: number[];
  state: AnswerState;
  points: number;
  answer: unknown;
  requiresApproval: boolean;
  /** The attempt's points if this answer completes it with exactly the answers seen. */
  lessonPoints: number;
  now: Date;
}

/** How `submitAnswer` ended (see migration 0011). */
export type SubmissionOutcome =
  | { outcome: 'duplicate' | 'stale' | 'lesson_changed' | 'practice' | 'pending' | 'deadline' }
  | { outcome: 'completed'; punctajFinal: number }
  /** `seen`: the attempt and its answers, this one among them (migration 0012). */
  | { outcome: 'stored'; seen: SeenAttemptAnswers }
  | { outcome: 'need_points'; seen: SeenAttemptAnswers };

/** A row of `submit_lesson_answer`. */
export interface SubmitAnswerRow {
  outcome: SubmissionOutcome['outcome'];
  punctaj_final: unknown;
  attempt_id: unknown;
  attempt_state: unknown;
  answered: [number, number | string][] | null;
}

/** The function's parameters by name (the single call's placeholders, the batch's JSON fields). */
type SubmissionValues = ReturnType<typeof submissionValues>;

/** An answer's arguments of the database function (exported for the function-alone bench). */
export function submissionValues(submission: AnswerSubmission) {
  const { seen } = submission;
  return {
    userId: submission.userId,
    lessonId: submission.lessonId,
    editionId: submission.editionId,
    slideId: submission.slideId,
    contentVersion: submission.contentVersion,
    deadlinePassed: submission.deadlinePassed,
    seenKnown: seen !== undefined,
    seenAttemptId: seen?.attempt?.id ?? null,
    seenState: seen?.attempt?.state ?? null,
    seenSlideIds: seen?.answered.map((answer) => answer.slideId) ?? [],
    seenPoints: seen?.answered.map((answer) => answer.points) ?? [],
    answerableSlideIds: submission.answerableSlideIds,
    answerState: submission.state,
    points: submission.points,
    // JSON null for an absent answer, as the single call's JSON.stringify(answer ?? null) stores it.
    answer: submission.answer ?? null,
    requiresApproval: submission.requiresApproval,
    lessonPoints: submission.lessonPoints,
    now: submission.now.toISOString(),
  };
}

/** The attempt and answers a row of `submit_lesson_answer` brings back. */
export const seenOf = (row: SubmitAnswerRow): SeenAttemptAnswers => ({
  attempt:
    row.attempt_id === null
      ? undefined
      : { id: Number(row.attempt_id), state: row.attempt_state as AnswerState },
  // JSON, which both drivers parse (PGlite returns a numeric[] as its text).
  answered: (row.answered ?? []).map(([slideId, points]) => ({ slideId, points: Number(points) })),
});

/** Attempts and answers; the only place that writes these tables. */
export function createAnswersRepository(db: Database) {
  const lessonResume = lessonResumeStatement(db);
  // Group commit (db/group-commit.ts): the answers that arrive while one call is in flight go together as
  // the next, each decided by submit_lesson_answer as alone; a call the database refuses goes one by one.
  const answersInOneCall = createGroupCommit<SubmissionValues, SubmitAnswerRow>({
    maxBatch: MAX_ANSWERS_PER_CALL,
    // Each pupil's rows locked in one order by every process's calls; a pupil's own answers keep theirs.
    compare: (a, b) => a.userId - b.userId,
    async runOne(values) {
      const result = await retryOnDeadlock(() =>
        submitAnswerStatement(db, { ...values, answer: JSON.stringify(values.answer) }),
      );
      return (result as unknown as { rows: SubmitAnswerRow[] }).rows[0]!;
    },
    async runBatch(batch) {
      const result = await submitBatchStatement(db, { batch: JSON.stringify(batch) });
      const rows = (result as unknown as { rows: (SubmitAnswerRow & { i: number })[] }).rows;
      const byIndex: SubmitAnswerRow[] = [];
      for (const row of rows) byIndex[row.i] = row;
      return byIndex;
    },
  });
  return {
    /** A submission's read of the lesson: its slides in lesson order, the current edition and its version. */
    async submissionLesson(lessonId: number): Promise<SubmissionLesson | undefined> {
      const result = await submissionLessonStatement(db, { lessonId });
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      const first = rows[0];
      if (!first) return undefined;
      return {
        lesson: lessonColumns.map(first),
        slides: rows.flatMap((row) => (row.s_id === null ? [] : [slideColumns.map(row)])),
        editionId: first.edition_id === null ? null : Number(first.edition_id),
        contentVersion: Number(first.content_version),
      };
    },
    /**
     * Stores an answer and, when it is the attempt's last, completes the attempt, in one call of the database
     * function `submit_lesson_answer` (migrations 0011 and 0012: one round trip, its own transaction). It locks the
     * pupil's latest attempt, creates one when needed (the first, or a new one after a rejection), and stores
     * nothing when the lesson is not the version scored against, or when the answer would complete the
     * attempt and `seen` is not exactly its answers. Deadlocks are retried as a transaction's are. Under load
     * the answers of many pupils go in one call of `submit_lesson_answers` (migration 0013, group commit), each
     * decided as alone.
     */
    async submitAnswer(submission: AnswerSubmission): Promise<SubmissionOutcome> {
      const row = await answersInOneCall.submit(submissionValues(submission));
      const { outcome } = row;
      if (outcome === 'completed') return { outcome, punctajFinal: Number(row.punctaj_final) };
      if (outcome === 'need_points' || outcome === 'stored') return { outcome, seen: seenOf(row) };
      return { outcome };
    },
    /** The group commit's calls so far (`createGroupCommit`'s stats): tests and diagnostics. */
    submissionCalls: () => answersInOneCall.stats(),
    /** See lessonResumeStatement; undefined when no such lesson. */
    async lessonResume(lessonId: number, userId: number) {
      const [row] = await lessonResume.execute({ lessonId, userId });
      return row;
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
