import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnswerState, LessonType } from '@platform/contracts';
import type { Database, DbExecutor } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { lessonContentVersions, lessons, slides } from './lessons.table.js';
import { lessonAttempts } from '../answers/answers.table.js';
import { currentEditionIdSql } from '../editions/editions.repository.js';

export type LessonRow = typeof lessons.$inferSelect;
export type NewLessonRow = typeof lessons.$inferInsert;
export type SlideRow = typeof slides.$inferSelect;
export type NewSlideRow = typeof slides.$inferInsert;

export interface LessonListFilter {
  type?: LessonType;
  /** undefined = both; hidden lessons are asked for only on behalf of ADMIN and DBEST. */
  isHidden?: boolean;
}

/** The lesson's content version (migration 0011's triggers) as a subquery on the row's lesson; 0 before any. */
export const lessonContentVersion =
  sql<number>`coalesce((select ${qualified(lessonContentVersions.version)} from ${lessonContentVersions}
  where ${qualified(lessonContentVersions.lessonId)} = ${qualified(lessons.id)}), 0)`.mapWith(Number);

/** The user's latest attempt at the lesson of the row in the current edition, null when none. */
const latestAttemptState = (userId: SQLWrapper) =>
  sql<AnswerState | null>`(select ${qualified(lessonAttempts.state)} from ${lessonAttempts}
    where ${qualified(lessonAttempts.userId)} = ${userId} and ${qualified(lessonAttempts.lessonId)} = ${qualified(lessons.id)}
      and ${qualified(lessonAttempts.editionId)} = ${currentEditionIdSql}
    order by ${qualified(lessonAttempts.version)} desc limit 1)`;

/**
 * What opening a lesson reads besides its slides, in one prepared statement (issue 10: the second call of
 * every lesson a pupil opens was four queries): the lesson, its content version (the slides' views are kept
 * per version) and the caller's latest attempt at it in the current edition.
 */
function lessonViewStatement(db: Database) {
  return db
    .select({
      lesson: lessons,
      contentVersion: lessonContentVersion,
      attemptState: latestAttemptState(sql.placeholder('userId')),
    })
    .from(lessons)
    .where(eq(lessons.id, sql.placeholder('lessonId')))
    .prepare('lessons_view');
}

/** Lessons and their slides; the only place that touches these tables. */
export function createLessonsRepository(db: Database) {
  const lessonView = lessonViewStatement(db);
  return {
    /** The lesson as `userId` opens it (see lessonViewStatement); undefined when no such lesson. */
    async viewOf(lessonId: number, userId: number) {
      const [row] = await lessonView.execute({ lessonId, userId });
      return row;
    },
    async contentVersionOf(lessonId: number): Promise<number> {
      const [row] = await db
        .select({ version: lessonContentVersions.version })
        .from(lessonContentVersions)
        .where(eq(lessonContentVersions.lessonId, lessonId));
      return row?.version ?? 0;
    },
    /**
     * The lessons of a list, with the caller's latest attempt at each in the current edition (one statement:
     * the pupil's homework list was three queries, issue 10).
     */
    async list(
      filter: LessonListFilter,
      userId: number,
    ): Promise<(LessonRow & { slideCount: number; attemptState: AnswerState | null })[]> {
      const conditions: (SQL | undefined)[] = [
        filter.type ? eq(lessons.type, filter.type) : undefined,
        filter.isHidden === undefined ? undefined : eq(lessons.isHidden, filter.isHidden),
      ];
      return db
        .select({
          ...getTableColumns(lessons),
          slideCount: sql<number>`(select count(*)::int from ${slides} where ${qualified(slides.lessonId)} = ${qualified(lessons.id)})`,
          attemptState: latestAttemptState(sql`${userId}`),
        })
        .from(lessons)
        .where(and(...conditions))
        .orderBy(desc(lessons.createdAt), desc(lessons.id));
    },
    async findById(id: number, tx: DbExecutor = db): Promise<LessonRow | undefined> {
      const [row] = await tx.select().from(lessons).where(eq(lessons.id, id));
      return row;
    },
    slidesOf(lessonId: number, tx: DbExecutor = db): Promise<SlideRow[]> {
      return tx
        .select()
        .from(slides)
        .where(eq(slides.lessonId, lessonId))
        .orderBy(asc(slides.position), asc(slides.id));
    },
    async findSlide(id: number, tx: DbExecutor = db): Promise<SlideRow | undefined> {
      const [row] = await tx.select().from(slides).where(eq(slides.id, id));
      return row;
    },
    async insertLesson(values: NewLessonRow, tx: DbExecutor = db): Promise<LessonRow> {
      const [row] = await tx.insert(lessons).values(values).returning();
      return row!;
    },
    async updateLesson(
      id: number,
      values: Partial<NewLessonRow>,
      tx: DbExecutor = db,
    ): Promise<LessonRow | undefined> {
      const [row] = await tx
        .update(lessons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(lessons.id, id))
        .returning();
      return row;
    },
    async deleteLesson(id: number): Promise<boolean> {
      const rows = await db.delete(lessons).where(eq(lessons.id, id)).returning({ id: lessons.id });
      return rows.length > 0;
    },
    async insertSlides(values: NewSlideRow[], tx: DbExecutor = db): Promise<void> {
      if (values.length) await tx.insert(slides).values(values);
    },
    async updateSlide(id: number, values: Partial<NewSlideRow>, tx: DbExecutor = db): Promise<void> {
      await tx
        .update(slides)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(slides.id, id));
    },
    /** Deletes the lesson's slides not in `keepIds` (their answers go with them). */
    async deleteSlidesExcept(lessonId: number, keepIds: number[], tx: DbExecutor = db): Promise<void> {
      await tx
        .delete(slides)
        .where(
          and(eq(slides.lessonId, lessonId), keepIds.length ? notInArray(slides.id, keepIds) : undefined),
        );
    },
    /** Every stored slide, in batches (migration dry run). */
    async *allSlides(batchSize = 1000): AsyncGenerator<SlideRow> {
      for (let lastId = 0; ;) {
        const rows = await db
          .select()
          .from(slides)
          .where(sql`${slides.id} > ${lastId}`)
          .orderBy(asc(slides.id))
          .limit(batchSize);
        yield* rows;
        if (rows.length < batchSize) return;
        lastId = rows[rows.length - 1]!.id;
      }
    },
    slidesByIds(ids: number[]): Promise<SlideRow[]> {
      return ids.length ? db.select().from(slides).where(inArray(slides.id, ids)) : Promise.resolve([]);
    },
  };
}
export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
