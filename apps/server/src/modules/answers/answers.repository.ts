import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnswerState } from '@platform/contracts';
import type { Database, DbExecutor } from '../../db/database.js';
import { lessonAnswers, lessonAttempts } from './answers.table.js';
import { lessons, slides } from '../lessons/lessons.table.js';
import { editions } from '../editions/editions.table.js';
import type { LessonRow, SlideRow } from '../lessons/lessons.repository.js';
import { qualified } from '../../db/qualified-column.js';

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

/** What a submission reads before its transaction. */
export interface SubmissionContext {
  lesson: LessonRow;
  /** In lesson order. */
  slides: SlideRow[];
  /** The current edition, null when none is marked current. */
  editionId: number | null;
}

/** What a submission needs of the attempt it locked. */
export type LockedAttempt = Pick<AttemptRow, 'id' | 'version' | 'state' | 'startedAt'>;

/** Attempts and answers; the only place that writes these tables. */
export function createAnswersRepository(db: Database) {
  const submissionContextQuery = db
    .select({
      lesson: lessons,
      slide: slides,
      editionId: sql<
        number | null
      >`(select ${qualified(editions.id)} from ${editions} where ${qualified(editions.isCurrentEdition)} = true limit 1)`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
    })
    .from(lessons)
    .leftJoin(slides, eq(slides.lessonId, lessons.id))
    .where(eq(lessons.id, sql.placeholder('lessonId')))
    .orderBy(asc(slides.position), asc(slides.id))
    .prepare('answers_submission_context');
  return {
    /**
     * The lesson, its slides and the current edition in one round trip (a submission's hot path: three
     * separate reads were a third of its database time under load). A prepared statement, built once: under
     * load, building this select anew for every submission was about a tenth of the server's CPU (issue 10).
     */
    async submissionContext(lessonId: number): Promise<SubmissionContext | undefined> {
      const rows = await submissionContextQuery.execute({ lessonId });
      const first = rows[0];
      if (!first) return undefined;
      return {
        lesson: first.lesson,
        slides: rows.flatMap((row) => (row.slide ? [row.slide] : [])),
        editionId: first.editionId,
      };
    },
    /**
     * Locks the latest attempt (submissions of one attempt run one after another) and returns what a
     * submission needs of it. Plain SQL: the select builder cost more CPU than the statement itself.
     */
    async lockLatestAttempt(key: AttemptKey, tx: DbExecutor): Promise<LockedAttempt | undefined> {
      const result = await tx.execute<{
        id: number | string;
        version: number | string;
        state: AnswerState;
        started_at: Date | string;
      }>(
        sql`select ${lessonAttempts.id}, ${lessonAttempts.version}, ${lessonAttempts.state}, ${lessonAttempts.startedAt}
          from ${lessonAttempts} where ${attemptWhere(key)}
          order by ${lessonAttempts.version} desc limit 1 for update`,
      );
      const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
      if (!row) return undefined;
      return {
        id: Number(row.id),
        version: Number(row.version),
        state: row.state as AnswerState,
        startedAt: new Date(row.started_at as Date | string),
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
      const insert = tx
        .insert(lessonAnswers)
        .values(values)
        .onConflictDoNothing()
        .returning({ slideId: lessonAnswers.slideId, points: lessonAnswers.points });
      const earlier = answersOfAttemptWhere(values, values.version);
      const result = await tx.execute<{ slide_id: number | string; points: number | string; fresh: boolean }>(
        sql`with inserted as ${insert}
          select slide_id, points, true as fresh from inserted
          union all
          select ${lessonAnswers.slideId}, ${lessonAnswers.points}, false from ${lessonAnswers} where ${earlier}`,
      );
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
      const scoredStates = ['COMPLETED', 'APPROVED'] satisfies AnswerState[];
      const column = (name: string) => sql.identifier(name);
      const result = await tx.execute<{ punctaj_final: number | string }>(
        sql`with earlier as (
            select exists (
              select 1 from ${lessonAttempts}
              where ${attemptWhere(key)} and ${lessonAttempts.version} <> ${attempt.version}
                and ${inArray(lessonAttempts.state, scoredStates)}
            ) as scored
          ), answers_completed as (
            update ${lessonAnswers} set ${column('state')} = 'COMPLETED'
            where ${answersOfAttemptWhere(key, attempt.version)} and ${lessonAnswers.state} = 'IN_PROGRESS'
          )
          update ${lessonAttempts}
          set ${column('state')} = 'COMPLETED',
            ${column('punctaj_final')} = case when (select scored from earlier) then 0::numeric else ${points}::numeric end,
            ${column('completed_at')} = ${completedAt.toISOString()}::timestamptz,
            ${column('updated_at')} = ${new Date().toISOString()}::timestamptz
          where ${lessonAttempts.id} = ${attempt.id}
          returning ${lessonAttempts.punctajFinal}`,
      );
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
