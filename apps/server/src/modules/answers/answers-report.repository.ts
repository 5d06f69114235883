import { and, asc, eq, ilike, inArray, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { qualified } from '../../db/qualified-column.js';
import { escapeLike } from '../../db/text-filter.js';
import { sortTerm, type SortColumn } from '../../db/sort-term.js';
import { pageWithTotal, plannedRows, reportTotal, type PageReads } from '../../db/capped-count.js';
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
import {
  groupWalkPage,
  rangeListsQuery,
  readsRangeLists,
  type RangeLists,
  type WalkScope,
} from './answers-report-group-walk.js';

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

/**
 * The report's sorts. `nulls`: where the order puts empty cells, written as the column's indexes hold them
 * (db/sort-term.ts). `tieBreak`: sorting by the pupil's name also orders by the pupil (users_nume_id_lower
 * holds both), so a page reads the answers of a few pupils instead of sorting the answers of every pupil who
 * shares the first name (264 names for a million pupils in the bench data); sorting by the school's name also
 * orders by the school, so two schools that share a name (many a "Școala Gimnazială Nr. 1") are not mixed.
 * `newestFirst`: within one value and tie-break, the answers newest first (the report's default order), not by
 * id: a school's answers are held in that order by lesson_answers_school_edition_timestamp_id, so a page reads
 * 20 of them instead of sorting the school's 20,000 (docs/decisions.md). A whole edition's page sorted by a
 * state, points, attempt, lesson, school or pupil is read group by group (answers-report-group-walk.ts).
 */
const SORT_COLUMNS: Record<string, SortColumn & { tieBreak?: AnyColumn; newestFirst?: boolean }> = {
  timestamp: { column: lessonAnswers.timestamp, nulls: 'descIndexed' },
  state: { column: lessonAnswers.state, nulls: 'none' },
  points: { column: lessonAnswers.points, nulls: 'none' },
  version: { column: lessonAnswers.version, nulls: 'none' },
  lessonTitle: { column: lessons.title, nulls: 'none' },
  lessonType: { column: lessons.type, nulls: 'none' },
  userName: { column: users.nume, nulls: 'none', tieBreak: users.id },
  schoolName: {
    column: schools.numeInstitutieInvatamant,
    nulls: 'last',
    tieBreak: schools.id,
    newestFirst: true,
  },
};
/** The columns a page can be sorted by (the API's `sort` field names). */
export const ANSWERS_REPORT_SORT_FIELDS = Object.keys(SORT_COLUMNS);

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

/** The row's slide, lesson and school by their primary keys (correlated: qualified on both sides). */
const slideOfAnswer = sql`${qualified(slides.id)} = ${qualified(lessonAnswers.slideId)}`;
const lessonOfAnswer = sql`${qualified(lessons.id)} = ${qualified(lessonAnswers.lessonId)}`;
const schoolOfPupil = sql`${qualified(schools.id)} = ${qualified(users.schoolId)}`;

/** A column of the row's slide, lesson or school, read by its primary key for each row of a page. */
const byKey = <Column extends AnyColumn>(column: Column, key: SQL) => {
  const { table } = column;
  return sql`(select ${qualified(column)} from ${table} where ${key})`.mapWith(column);
};

/** The tables a query joins to the answers. */
interface Joins {
  lessons: boolean;
  slides: boolean;
  users: boolean;
  schools: boolean;
}
const EVERY_TABLE: Joins = { lessons: true, slides: true, users: true, schools: true };

/**
 * Up to this many rows a page joins only the pupils and the tables its filter and sort read, and reads the
 * slide, the lesson and the school per row; a larger page (a chunk of a large one) joins them all. Every join
 * costs PostgreSQL planning time on each call (five tables 1.3-1.4 ms to plan, two 0.4-0.5 ms), and every
 * lookup costs execution time per row (20 rows about 0.15 ms more; a chunk of 1,000 rows about 18 ms more):
 * docs/performance.md, "Thirty-third run".
 */
export const PER_ROW_LOOKUPS_UP_TO = 100;

/** A page's columns: those of the joined tables as they are, the others read by primary key per row. */
const pageColumns = (joins: Joins) => ({
  answer: lessonAnswers,
  slideType: joins.slides ? slides.type : byKey(slides.type, slideOfAnswer),
  lessonTitle: joins.lessons ? lessons.title : byKey(lessons.title, lessonOfAnswer),
  lessonType: joins.lessons ? lessons.type : byKey(lessons.type, lessonOfAnswer),
  userName: users.nume,
  userEmail: users.email,
  clasa: users.clasa,
  schoolName: joins.schools
    ? schools.numeInstitutieInvatamant
    : byKey(schools.numeInstitutieInvatamant, schoolOfPupil),
  punctajFinal: attemptColumn(lessonAttempts.punctajFinal),
  schoolId: users.schoolId,
  attemptState: attemptColumn(lessonAttempts.state),
});

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

/** The filter's conditions on the answer's lesson, pupil and school (their tables' columns). */
const lessonConditions = (filter: AnswersReportFilter) =>
  and(
    filter.lessonType ? eq(lessons.type, filter.lessonType) : undefined,
    filter.lessonTitle ? ilike(lessons.title, escapeLike(filter.lessonTitle)) : undefined,
  );
/**
 * The pupil filter: the name as stored contains the text, case-insensitively (ILIKE), which the trigram index
 * users_nume_trgm serves when few pupils match.
 */
export const pupilNameContains = (text: string) => ilike(users.nume, escapeLike(text));
const userConditions = (filter: AnswersReportFilter) =>
  filter.userName ? pupilNameContains(filter.userName) : undefined;
/**
 * The same filter as a group walk tests it, a name at a time (the pupils' index entries in name order, a pupil
 * looked up by key, a school's pupils): `lower(name) like lower(pattern)` is what ILIKE computes in a UTF-8
 * database (PostgreSQL's like.c lowers both sides, then matches as LIKE), with the pattern lowered once rather
 * than for each name: 43,073 names tested in 10 ms instead of 14-15; and the lowered name is the one
 * users_nume_id_lower holds, so a walk in name order lowers no name at all (3.5-6.5 ms for those 43,073). Not
 * where PostgreSQL chooses the plan: no trigram index serves it, and its higher cost estimate can change the
 * plan (docs/performance.md, "Thirty-seventh run").
 */
const walkedUserConditions = (filter: AnswersReportFilter) =>
  filter.userName ? sql`lower(${users.nume}) like lower(${escapeLike(filter.userName)})` : undefined;
const schoolConditions = (filter: AnswersReportFilter) =>
  filter.schoolName ? ilike(schools.numeInstitutieInvatamant, escapeLike(filter.schoolName)) : undefined;

function whereOf(filter: AnswersReportFilter): SQL | undefined {
  return and(
    filter.editionId === undefined ? undefined : eq(lessonAnswers.editionId, filter.editionId),
    filter.lessonId === undefined ? undefined : eq(lessonAnswers.lessonId, filter.lessonId),
    filter.userId === undefined ? undefined : eq(lessonAnswers.userId, filter.userId),
    filter.state ? eq(lessonAnswers.state, filter.state) : undefined,
    lessonConditions(filter),
    userConditions(filter),
    schoolConditions(filter),
    filter.schoolId === undefined ? undefined : eq(lessonAnswers.schoolId, filter.schoolId),
  );
}

/**
 * Which filters a group walk reads (a new filter field fails to compile until it is placed here). One pupil's
 * answers, or one school's (a teacher's page), are few: read as they are.
 */
const WALK_TAKES: Record<Exclude<keyof AnswersReportFilter, 'editionId'>, boolean> = {
  state: true,
  lessonId: true,
  lessonType: true,
  lessonTitle: true,
  userName: true,
  schoolName: true,
  userId: false,
  schoolId: false,
};

/** What a group walk reads for the filter: an edition's answers and the filter's conditions. */
function walkScopeOf(filter: AnswersReportFilter): WalkScope | undefined {
  if (filter.editionId === undefined) return undefined;
  const keys = Object.keys(WALK_TAKES) as (keyof typeof WALK_TAKES)[];
  if (keys.some((key) => !WALK_TAKES[key] && filter[key] !== undefined)) return undefined;
  return {
    editionId: filter.editionId,
    ...(filter.state ? { state: filter.state } : {}),
    lessons: and(
      filter.lessonId === undefined ? undefined : eq(lessons.id, filter.lessonId),
      lessonConditions(filter),
    ),
    users: walkedUserConditions(filter),
    schools: schoolConditions(filter),
  };
}

/**
 * The page read group by group, when its filter and sort can be (answers-report-group-walk.ts); `lists` for a
 * page whose walk merges ranges (`answersReportRangeLists`).
 */
export function answersReportWalk(
  filter: AnswersReportFilter,
  sort: ReportSort,
  offset: number,
  limit: number,
  lists?: RangeLists,
) {
  const scope = walkScopeOf(filter);
  return scope ? groupWalkPage(scope, sort, offset, limit, lists) : undefined;
}

/**
 * The ranges a walk merges (deep, or checking a filter), read first; undefined when it reads none.
 * `readsPerGroup`: the answers a group would read with the filter checked on each (`readsRangeLists`).
 */
export async function answersReportRangeLists(
  db: Database,
  filter: AnswersReportFilter,
  sort: ReportSort,
  offset: number,
  readsPerGroup?: number,
): Promise<RangeLists | undefined> {
  const scope = walkScopeOf(filter);
  if (!scope || !readsRangeLists(scope, sort.field, offset, readsPerGroup)) return undefined;
  const result = (await db.execute(rangeListsQuery(scope))) as unknown as {
    rows: { state: string; lesson: number }[];
  };
  return { pairs: result.rows.map(({ state, lesson }) => ({ state, lesson: Number(lesson) })) };
}

/**
 * A walk whose filter is checked on each answer of a group reads about `offset + limit` times (the edition's
 * answers / the matching answers) of them a group; it is chosen when that is at most this many, by the
 * planner's estimates of both counts. Beyond it the filter keeps few answers, and PostgreSQL's own plan (those
 * answers found first, then sorted) is the cheaper one. A walk whose groups are few and large (the schools) is
 * chosen up to a group's size too (the edition's answers / the groups): each group reads at most its own
 * answers, and a page reads a group or two. The 30,002 answers in progress by school: p50 10-14 ms walked,
 * 420-560 ms by PostgreSQL's plan (which sorted a million pupils by school); the 5 rejected ones are read by
 * PostgreSQL's plan (walked, every school is read: 2.3-5.1 s when a school's answers were sorted by id).
 */
export const WALK_READS_PER_GROUP = 5_000;

function joinsOf(filter: AnswersReportFilter, sortField?: string): Joins {
  const sortTable = sortField ? SORT_COLUMNS[sortField]?.column.table : undefined;
  const schoolsJoined = Boolean(filter.schoolName) || sortTable === schools;
  return {
    lessons: Boolean(filter.lessonType || filter.lessonTitle) || sortTable === lessons,
    slides: false,
    users: schoolsJoined || Boolean(filter.userName) || sortTable === users,
    schools: schoolsJoined,
  };
}

const ONE = { one: sql`1`.as('one') };
const ID = { id: lessonAnswers.id };

export function createAnswersReportRepository(
  db: Database,
  reads: PageReads = { concurrent: false },
  /** Tests raise it, so that every filtered sort a walk can read is read by it on small data. */
  walkReadsPerGroup = WALK_READS_PER_GROUP,
) {
  /**
   * The matching answers, joining only the tables the filter (and the sort, when given) reads. For the total,
   * and for a deep page's ids.
   */
  function matching(filter: AnswersReportFilter, fields: typeof ONE | typeof ID, sortField?: string) {
    // A constant for the count lets any index serve it.
    return joined(fields, joinsOf(filter, sortField)).where(whereOf(filter));
  }
  /**
   * A page's rows: up to PER_ROW_LOOKUPS_UP_TO rows the answers, their pupils and the tables of `joins` (the
   * filter's and the sort's), the rest read per row; more rows join every table.
   */
  function pageQuery(rows: number, joins: Joins, where: SQL | undefined) {
    const used = rows > PER_ROW_LOOKUPS_UP_TO ? EVERY_TABLE : { ...joins, users: true };
    return joined(pageColumns(used), used).where(where);
  }
  /** The answers and the tables of `joins`; every join follows a NOT NULL key, so no row is lost or doubled. */
  function joined(fields: Record<string, unknown>, joins: Joins) {
    // Typed as the id selection: callers that select more cast their rows.
    let query = db
      .select(fields as typeof ID)
      .from(lessonAnswers)
      .$dynamic();
    if (joins.lessons) query = query.innerJoin(lessons, eq(lessons.id, lessonAnswers.lessonId));
    if (joins.slides) query = query.innerJoin(slides, eq(slides.id, lessonAnswers.slideId));
    if (joins.users) query = query.innerJoin(users, eq(users.id, lessonAnswers.userId));
    if (joins.schools) query = query.leftJoin(schools, eq(schools.id, users.schoolId));
    return query;
  }
  /**
   * The order of the report: the sort column, the tie-break (the pupil after the name, the school after its
   * name), newest first where the sort says so, and the answer id. `keys` replaces the columns by those of a
   * derived table that selected them (a teacher's page).
   */
  function orderOf(
    sort: ReportSort,
    keys?: { sortKey: SQLWrapper; tieKey?: SQLWrapper; at?: SQLWrapper; id: SQLWrapper },
  ): SQL[] {
    const { column, nulls, tieBreak, newestFirst } = SORT_COLUMNS[sort.field]!;
    const tie = keys ? keys.tieKey : tieBreak;
    const at = keys ? keys.at : lessonAnswers.timestamp;
    return [
      sortTerm(keys ? keys.sortKey : column, sort.direction, nulls),
      ...(tie ? [sortTerm(tie, sort.direction)] : []),
      ...(newestFirst && at ? [sortTerm(at, 'desc', 'descIndexed')] : []),
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
    const { column, tieBreak, newestFirst } = SORT_COLUMNS[sort.field]!;
    const keys = {
      id: lessonAnswers.id,
      sortKey: sql`${column}`.as('sort_key'),
      ...(tieBreak ? { tieKey: sql`${tieBreak}`.as('tie_key') } : {}),
      ...(newestFirst ? { at: sql`${lessonAnswers.timestamp}`.as('at') } : {}),
    };
    const ofSchool = matching(filter, keys as unknown as typeof ID, sort.field)
      .offset(OFFSET_ZERO_FENCE)
      .as('school_answers');
    // Typed by matching() as the id alone; the sort keys selected above are there too.
    const selected = ofSchool as unknown as {
      id: SQLWrapper;
      sortKey: SQLWrapper;
      tieKey?: SQLWrapper;
      at?: SQLWrapper;
    };
    return db
      .select({ id: ofSchool.id })
      .from(ofSchool)
      .orderBy(...orderOf(sort, selected))
      .offset(offset)
      .limit(limit);
  }
  /**
   * The page's ids read group by group (answers-report-group-walk.ts) when the sort is read that way, unless
   * the walk would check a filter on many answers a group (WALK_READS_PER_GROUP). `estimate`: the planner's
   * estimate of the matching answers, when it was asked for that choice (the total reuses it).
   */
  async function chooseWalk(filter: AnswersReportFilter, sort: ReportSort, offset: number, limit: number) {
    const walk = answersReportWalk(filter, sort, offset, limit);
    if (!walk) return { walked: undefined };
    let estimate: Promise<number> | undefined;
    let readsPerGroup: number | undefined;
    if (walk.filtersRows) {
      estimate = plannedRows(db, () => matching(filter, ONE));
      const { wholeGroupsOf } = walk;
      const [matched, edition, groups] = await Promise.all([
        estimate,
        plannedRows(db, () => matching({ editionId: filter.editionId }, ONE)),
        wholeGroupsOf ? plannedRows(db, () => db.select(ONE).from(wholeGroupsOf)) : undefined,
      ]);
      readsPerGroup = ((offset + limit) * edition) / Math.max(1, matched);
      const bound =
        groups === undefined ? walkReadsPerGroup : Math.max(walkReadsPerGroup, edition / Math.max(1, groups));
      if (readsPerGroup > bound) return { walked: undefined, estimate };
    }
    // The ranges a walk merges are listed once it is chosen: the same rows, read another way.
    const lists = await answersReportRangeLists(db, filter, sort, offset, readsPerGroup);
    return {
      walked: lists ? answersReportWalk(filter, sort, offset, limit, lists)!.ids : walk.ids,
      estimate,
    };
  }
  return {
    sortFields: ANSWERS_REPORT_SORT_FIELDS,
    async page(
      filter: AnswersReportFilter,
      sort: ReportSort,
      offset: number,
      limit: number,
    ): Promise<{ rows: AnswersReportRow[]; total: number; totalIsEstimate: boolean }> {
      const order = orderOf(sort);
      const rowsOf = async (ids: number[] | SQLWrapper) =>
        (await pageQuery(limit, joinsOf({}, sort.field), inArray(lessonAnswers.id, ids)).orderBy(
          ...order,
        )) as unknown as AnswersReportRow[];
      if (filter.schoolId !== undefined) {
        // The total is read beside the page's ids, on a second connection: a page waits for the slower of the
        // two instead of both (on PGlite they take turns).
        const [ids, counted] = await Promise.all([
          schoolPageIds(filter, sort, offset, limit),
          reportTotal(db, () => matching(filter, ONE)),
        ]);
        const rows = ids.length > 0 ? await rowsOf(ids.map((row) => row.id)) : [];
        return { rows, total: counted.total, totalIsEstimate: counted.estimated };
      }
      const { walked, estimate } = await chooseWalk(filter, sort, offset, limit);
      const readRows = async () => {
        if (walked) {
          // The walk's ids first, then their rows. In one query PostgreSQL weighed the rows' join against the
          // walk's estimated cost (hundreds of millions: it cannot count a group's range), and within its 1 %
          // cost fuzz took a hash join that read every answer of the edition to keep 20 (7-9 s a page).
          const ids = (await db.execute(sql`select w.id from ${walked} w`)) as unknown as {
            rows: { id: number }[];
          };
          return ids.rows.length > 0 ? await rowsOf(ids.rows.map((row) => row.id)) : [];
        }
        // Deep pages (the chunks of a large page) read their ids first, then the joined rows of those ids alone.
        if (offset >= DEFERRED_ROWS_FROM)
          return await rowsOf(
            matching(filter, ID, sort.field)
              .orderBy(...order)
              .offset(offset)
              .limit(limit),
          );
        return (await pageQuery(limit, joinsOf(filter, sort.field), whereOf(filter))
          .orderBy(...order)
          .offset(offset)
          .limit(limit)) as unknown as AnswersReportRow[];
      };
      return pageWithTotal(db, readRows, () => matching(filter, ONE), { offset, limit, estimate, ...reads });
    },
    /**
     * Every matching row in report order as the export's sheet rows, from one query: a million rows join the
     * attempts once (a hash join; pages read them per row, attemptColumn).
     */
    sheetRows(filter: AnswersReportFilter, sort: ReportSort): AsyncGenerator<SheetRowsChunk> {
      const query = joined(sheetRowFields(ANSWER_EXPORT_COLUMNS), EVERY_TABLE)
        .innerJoin(lessonAttempts, attemptOfAnswer)
        .where(whereOf(filter))
        .orderBy(...orderOf(sort));
      return streamSheetRows(db, ANSWER_EXPORT_COLUMNS, query.getSQL());
    },
  };
}
export type AnswersReportRepository = ReturnType<typeof createAnswersReportRepository>;
