import { and, asc, eq, ilike, inArray, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { pageWithTotal, reportTotal, type PageReads } from '../../db/capped-count.js';
import { DEFERRED_ROWS_FROM, OFFSET_ZERO_FENCE } from '../../db/deep-pages.js';
import type { AnswerState, LessonType } from '@platform/contracts';
import type { Database } from '../../db/database.js';
import { lessonAnswers, lessonAttempts } from './answers.table.js';
import { lessons, slides } from '../lessons/lessons.table.js';
import { users } from '../users/users.table.js';
import { schools } from '../schools/schools.table.js';
import { sheetRowFields, streamSheetRows } from '../files/sheet-rows-sql.js';
import type { SheetRowsChunk } from '../files/sheet-rows-binary.js';
import { ANSWER_EXPORT_COLUMNS } from './answers-export-columns.js';

export interface AnswersReportFilter {
  editionId?: number;
  lessonId?: number;
  userId?: number;
  state?: AnswerState;
  lessonType?: LessonType;
  lessonTitle?: string;
  userName?: string;
  schoolName?: string;
  /** Teachers: only pupils of this school. */
  schoolId?: number;
}

export interface ReportSort {
  field: string;
  direction: 'asc' | 'desc';
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The report's sorts. `notNull`: the column has no nulls, so the order leaves out `nulls last` and a
 * backward index scan serves the descending sort. `tieBreak`: sorting by the pupil's name also orders by the
 * pupil (users_nume_id holds both), so a page reads the answers of a few pupils instead of sorting the
 * answers of every pupil who shares the first name (264 names for a million pupils in the bench data).
 */
const SORT_COLUMNS: Record<string, { column: AnyColumn; notNull?: true; tieBreak?: AnyColumn }> = {
  timestamp: { column: lessonAnswers.timestamp },
  state: { column: lessonAnswers.state, notNull: true },
  // lesson_answers_edition_points_id (edition_id, points desc, id) serves the descending sort.
  points: { column: lessonAnswers.points, notNull: true },
  version: { column: lessonAnswers.version, notNull: true },
  lessonTitle: { column: lessons.title, notNull: true },
  lessonType: { column: lessons.type, notNull: true },
  userName: { column: users.nume, notNull: true, tieBreak: users.id },
  schoolName: { column: schools.numeInstitutieInvatamant },
};

/** What both the report's pages and its export show of the lesson and the pupil. */
const sharedColumns = {
  slideType: slides.type,
  lessonTitle: lessons.title,
  lessonType: lessons.type,
  userName: users.nume,
  userEmail: users.email,
  clasa: users.clasa,
  schoolName: schools.numeInstitutieInvatamant,
};

/** The answer's attempt (unique on these four keys), matched to the answer of the row. */
const attemptOfAnswer = and(
  eq(lessonAttempts.userId, lessonAnswers.userId),
  eq(lessonAttempts.lessonId, lessonAnswers.lessonId),
  eq(lessonAttempts.editionId, lessonAnswers.editionId),
  eq(lessonAttempts.version, lessonAnswers.version),
);

/**
 * One column of the answer's attempt, read for each row of a page: joining lesson_attempts on its four keys
 * made PostgreSQL spend 20 ms planning every page (six tables), against 2-3 ms for the whole query this way.
 */
const attemptColumn = <Column extends typeof lessonAttempts.punctajFinal | typeof lessonAttempts.state>(
  column: Column,
) => sql`(select ${column} from ${lessonAttempts} where ${attemptOfAnswer})`.mapWith(column);

const reportColumns = {
  answer: lessonAnswers,
  ...sharedColumns,
  punctajFinal: attemptColumn(lessonAttempts.punctajFinal),
  schoolId: users.schoolId,
  attemptState: attemptColumn(lessonAttempts.state),
};

export type AnswersReportRow = {
  answer: typeof lessonAnswers.$inferSelect;
  slideType: string;
  lessonTitle: string;
  lessonType: LessonType;
  userName: string;
  userEmail: string;
  clasa: string | null;
  schoolId: number | null;
  schoolName: string | null;
  attemptState: AnswerState;
  punctajFinal: number | null;
};

function whereOf(filter: AnswersReportFilter): SQL | undefined {
  return and(
    filter.editionId === undefined ? undefined : eq(lessonAnswers.editionId, filter.editionId),
    filter.lessonId === undefined ? undefined : eq(lessonAnswers.lessonId, filter.lessonId),
    filter.userId === undefined ? undefined : eq(lessonAnswers.userId, filter.userId),
    filter.state ? eq(lessonAnswers.state, filter.state) : undefined,
    filter.lessonType ? eq(lessons.type, filter.lessonType) : undefined,
    filter.lessonTitle ? ilike(lessons.title, escapeLike(filter.lessonTitle)) : undefined,
    filter.userName ? ilike(users.nume, escapeLike(filter.userName)) : undefined,
    filter.schoolName ? ilike(schools.numeInstitutieInvatamant, escapeLike(filter.schoolName)) : undefined,
    filter.schoolId === undefined ? undefined : eq(lessonAnswers.schoolId, filter.schoolId),
  );
}

const ONE = { one: sql`1`.as('one') };
const ID = { id: lessonAnswers.id };

export function createAnswersReportRepository(db: Database, reads: PageReads = { concurrent: false }) {
  // The export selects its own columns flat (unique aliases); the types only matter for pages.
  const base = (fields: Record<string, unknown> = reportColumns) =>
    db
      .select(fields as typeof reportColumns)
      .from(lessonAnswers)
      .innerJoin(lessons, eq(lessons.id, lessonAnswers.lessonId))
      .innerJoin(slides, eq(slides.id, lessonAnswers.slideId))
      .innerJoin(users, eq(users.id, lessonAnswers.userId))
      .leftJoin(schools, eq(schools.id, users.schoolId));
  /**
   * The matching answers, joining only the tables the filter (and the sort, when given) reads: they follow
   * NOT NULL keys, so they never change the number of rows. For the total, and for a deep page's ids.
   */
  function matching(filter: AnswersReportFilter, fields: typeof ONE | typeof ID, sortField?: string) {
    const sortTable = sortField ? SORT_COLUMNS[sortField]?.column.table : undefined;
    const needsSchool = Boolean(filter.schoolName) || sortTable === schools;
    const needsLesson = Boolean(filter.lessonType || filter.lessonTitle) || sortTable === lessons;
    const needsUser = needsSchool || Boolean(filter.userName) || sortTable === users;
    // Typed as the id selection: the count reads no column of it (a constant lets any index serve the count).
    let query = db
      .select(fields as typeof ID)
      .from(lessonAnswers)
      .$dynamic();
    if (needsLesson) query = query.innerJoin(lessons, eq(lessons.id, lessonAnswers.lessonId));
    if (needsUser) query = query.innerJoin(users, eq(users.id, lessonAnswers.userId));
    if (needsSchool) query = query.leftJoin(schools, eq(schools.id, users.schoolId));
    return query.where(whereOf(filter));
  }
  /**
   * The order of the report: the sort column, the tie-break (pupil order after the name) and the answer id.
   * `keys` replaces the columns by those of a derived table that selected them (a teacher's page).
   */
  function orderOf(
    sort: ReportSort,
    keys?: { sortKey: SQLWrapper; tieKey?: SQLWrapper; id: SQLWrapper },
  ): SQL[] {
    const { column, notNull, tieBreak } = SORT_COLUMNS[sort.field]!;
    const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
    const nulls = sql.raw(notNull ? '' : ' nulls last');
    const tie = keys ? keys.tieKey : tieBreak;
    return [
      sql`${keys ? keys.sortKey : column} ${direction}${nulls}`,
      ...(tie ? [sql`${tie} ${direction}`] : []),
      asc(keys ? keys.id : lessonAnswers.id),
    ];
  }
  /**
   * The ids of one page of a teacher's answers (the report scoped to a school). Newest first, the screen's
   * default, they are read in order from lesson_answers_school_edition_timestamp_id (20 index entries). For
   * any other sort the school's matching answers are read first from that index, with their sort keys, behind
   * OFFSET 0: it keeps PostgreSQL from merging them into the page, where it walked the edition's answers in
   * the sort's order and kept the school's, or joined the lessons, slides and schools of all of them before
   * keeping 20. This way: the school's 20,000 answers, the page's ids, their rows.
   */
  function schoolPageIds(filter: AnswersReportFilter, sort: ReportSort, offset: number, limit: number) {
    if (sort.field === 'timestamp' && sort.direction === 'desc')
      return matching(filter, ID, sort.field)
        .orderBy(...orderOf(sort))
        .offset(offset)
        .limit(limit);
    const { column, tieBreak } = SORT_COLUMNS[sort.field]!;
    const keys = {
      id: lessonAnswers.id,
      sortKey: sql`${column}`.as('sort_key'),
      ...(tieBreak ? { tieKey: sql`${tieBreak}`.as('tie_key') } : {}),
    };
    const ofSchool = matching(filter, keys as unknown as typeof ID, sort.field)
      .offset(OFFSET_ZERO_FENCE)
      .as('school_answers');
    // Typed by matching() as the id alone; the sort keys selected above are there too.
    const selected = ofSchool as unknown as { id: SQLWrapper; sortKey: SQLWrapper; tieKey?: SQLWrapper };
    return db
      .select({ id: ofSchool.id })
      .from(ofSchool)
      .orderBy(...orderOf(sort, selected))
      .offset(offset)
      .limit(limit);
  }
  return {
    sortFields: Object.keys(SORT_COLUMNS),
    async page(
      filter: AnswersReportFilter,
      sort: ReportSort,
      offset: number,
      limit: number,
    ): Promise<{ rows: AnswersReportRow[]; total: number; totalIsEstimate: boolean }> {
      const order = orderOf(sort);
      const rowsOf = (ids: number[] | SQLWrapper) =>
        base()
          .where(inArray(lessonAnswers.id, ids))
          .orderBy(...order);
      if (filter.schoolId !== undefined) {
        // The total is read beside the page's ids, on a second connection: a page waits for the slower of the
        // two instead of both (on PGlite they take turns).
        const [ids, counted] = await Promise.all([
          schoolPageIds(filter, sort, offset, limit),
          reportTotal(db, () => matching(filter, ONE)),
        ]);
        const rows = ids.length > 0 ? await rowsOf(ids.map((row) => row.id)) : [];
        return { rows: rows as AnswersReportRow[], total: counted.total, totalIsEstimate: counted.estimated };
      }
      // Deep pages (the chunks of a large page) read their ids first, then the joined rows of those ids alone.
      const readRows = async () =>
        (offset >= DEFERRED_ROWS_FROM
          ? await rowsOf(
              matching(filter, ID, sort.field)
                .orderBy(...order)
                .offset(offset)
                .limit(limit),
            )
          : await base()
              .where(whereOf(filter))
              .orderBy(...order)
              .offset(offset)
              .limit(limit)) as AnswersReportRow[];
      return pageWithTotal(db, readRows, () => matching(filter, ONE), { offset, limit, ...reads });
    },
    /**
     * Every matching row in report order as the export's sheet rows, from one query: a million rows join the
     * attempts once (a hash join; pages read them per row, attemptColumn).
     */
    sheetRows(filter: AnswersReportFilter, sort: ReportSort): AsyncGenerator<SheetRowsChunk> {
      const query = base(sheetRowFields(ANSWER_EXPORT_COLUMNS))
        .innerJoin(lessonAttempts, attemptOfAnswer)
        .where(whereOf(filter))
        .orderBy(...orderOf(sort));
      return streamSheetRows(db, ANSWER_EXPORT_COLUMNS, query.getSQL());
    },
  };
}
export type AnswersReportRepository = ReturnType<typeof createAnswersReportRepository>;
