import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedBenchData } from '../../../bench/bulk-seed.js';
import { DEFERRED_ROWS_FROM } from '../../db/deep-pages.js';
import { expectDeepPageLikeWhole } from '../../../test/support/deep-page.js';
import { planOf } from '../../../test/support/query-plan.js';
import {
  ANSWERS_REPORT_SORT_FIELDS,
  createAnswersReportRepository,
  PER_ROW_LOOKUPS_UP_TO,
  answersReportWalk,
  answersReportRangeLists,
  pupilNameContains,
  type AnswersReportFilter,
  type ReportSort,
} from './answers-report.repository.js';
import { STATE_MERGE_READS_FROM } from './answers-report-group-walk.js';
import { lessonAnswers, lessonAttempts } from './answers.table.js';
import { lessons, slides } from '../lessons/lessons.table.js';
import { users } from '../users/users.table.js';
import { schools } from '../schools/schools.table.js';

const ANSWERS = DEFERRED_ROWS_FROM + 2_500;

let t: TestApp;
let editionId: number;
beforeAll(async () => {
  t = await createTestApp();
  editionId = (await t.app.services.editionsService.currentEditionId())!;
  await seedBenchData(t.database.db, {
    volumes: { schools: 6, pupils: 900, lessonAnswers: ANSWERS, wasteOrders: 1 },
    passwordHash: 'not-used-for-login',
  });
  await startLessonsInProgress(IN_PROGRESS_PUPILS);
  await nameTwoSchoolsAlike();
}, 120_000);
afterAll(() => t.close());

const IN_PROGRESS_PUPILS = 60;

/**
 * Two schools of the same name, as many a "Școala Gimnazială Nr. 1" in different towns: sorted by school, each
 * school's answers stay together (the school after its name), not mixed by their submission times.
 */
let schoolsAlike: number[] = [];
async function nameTwoSchoolsAlike() {
  const { db } = t.database;
  const { rows } = (await db.execute(sql`
    with alike as (
      select id, nume_institutie_invatamant as name from schools
      where nume_institutie_invatamant like 'Școala Gimnazială nr. %'
      order by (select count(*) from lesson_answers a where a.school_id = schools.id) desc, id limit 2)
    update schools set nume_institutie_invatamant = (select name from alike order by id limit 1)
    where id = (select max(id) from alike)
    returning (select array_agg(id order by id) from alike) as ids`)) as unknown as {
    rows: { ids: number[] }[];
  };
  expect(rows).toHaveLength(1);
  schoolsAlike = rows[0]!.ids.map(Number);
}

/**
 * Pupils halfway through a new attempt at a lesson that needs no approval, as a submission leaves them: the
 * attempt IN_PROGRESS and its first slide's answer IN_PROGRESS (the bench seed's attempts are finished, or wait
 * for approval; the demo seed has two such answers). In the lesson whose completed answers are the most, so that
 * one lesson holds both states, from the same pupils.
 */
async function startLessonsInProgress(pupils: number) {
  const { db } = t.database;
  await db.execute(sql`
    with lesson as (
      select l.id, (select s.id from slides s where s.lesson_id = l.id order by s.position limit 1) as slide_id
      from lessons l where l.type = 'LESSON'
      order by (select count(*) from lesson_answers a where a.lesson_id = l.id and a.state = 'COMPLETED') desc, l.id
      limit 1),
    attempt as (
      insert into lesson_attempts (lesson_id, user_id, edition_id, version, state)
      select lesson.id, u.id, ${editionId},
        coalesce((select max(t.version) + 1 from lesson_attempts t where t.user_id = u.id and t.lesson_id = lesson.id), 0),
        'IN_PROGRESS'
      from lesson, (select id from users where role = 'ELEV' order by id limit ${pupils}) u
      returning lesson_id, user_id, version)
    insert into lesson_answers (slide_id, lesson_id, user_id, edition_id, version, state, points, answer, timestamp)
    select lesson.slide_id, attempt.lesson_id, attempt.user_id, ${editionId}, attempt.version, 'IN_PROGRESS', 1,
      '{"text":"în lucru"}'::jsonb, now() - attempt.user_id * interval '1 minute'
    from attempt, lesson`);
}

it.each([
  { sort: { field: 'timestamp', direction: 'desc' }, filter: {} },
  { sort: { field: 'points', direction: 'desc' }, filter: {} },
  { sort: { field: 'userName', direction: 'asc' }, filter: {} },
  { sort: { field: 'schoolName', direction: 'desc' }, filter: {} },
  { sort: { field: 'lessonTitle', direction: 'asc' }, filter: {} },
  // Five of the six seeded schools' names hold an 'a' (all but 'Liceul Teoretic nr. 10 București').
  { sort: { field: 'timestamp', direction: 'desc' }, filter: { schoolName: 'a' } },
] as const)(
  'a deep page (ids first, then rows) holds the same answers in the same order as the whole list ($sort.field $sort.direction, $filter)',
  async ({ sort, filter }) => {
    const repository = createAnswersReportRepository(t.database.db);
    const scoped: AnswersReportFilter = { ...filter, editionId };
    await expectDeepPageLikeWhole(
      (offset, limit) => repository.page(scoped, sort, offset, limit),
      (row) => row.answer.id,
      ANSWERS + 100,
    );
  },
);

it.each([
  { field: 'timestamp', direction: 'desc' },
  { field: 'timestamp', direction: 'asc' },
  { field: 'points', direction: 'desc' },
  { field: 'userName', direction: 'asc' },
  { field: 'userName', direction: 'desc' },
  { field: 'lessonTitle', direction: 'asc' },
  { field: 'state', direction: 'desc' },
  { field: 'schoolName', direction: 'asc' },
] as const)(
  "a teacher's page (the school's answers and sort keys read first) holds the answers of that school's pupils in report order ($field $direction)",
  async (sort) => {
    const repository = createAnswersReportRepository(t.database.db);
    const whole = await repository.page({ editionId }, sort, 0, ANSWERS + 100);
    // The school with the most answers (the seed's pupils are spread over six schools and the demo's).
    const counts = new Map<number, number>();
    for (const row of whole.rows)
      if (row.schoolId !== null) counts.set(row.schoolId, (counts.get(row.schoolId) ?? 0) + 1);
    const schoolId = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const ofSchool = whole.rows.filter((row) => row.schoolId === schoolId);
    expect(ofSchool.length).toBeGreaterThan(40);
    const page = await repository.page({ editionId, schoolId }, sort, 20, 20);
    expect(page.rows.map((row) => row.answer.id)).toEqual(ofSchool.slice(20, 40).map((row) => row.answer.id));
    expect(page.total).toBe(ofSchool.length);
    // Deep in a large page too (the same path: ids first).
    const deep = await repository.page({ editionId, schoolId }, sort, ofSchool.length - 15, 20);
    expect(deep.rows.map((row) => row.answer.id)).toEqual(ofSchool.slice(-15).map((row) => row.answer.id));
  },
);

it.each([
  { sort: { field: 'timestamp', direction: 'desc' }, filter: {} },
  { sort: { field: 'userName', direction: 'asc' }, filter: { state: 'PENDING_APPROVAL' } },
  { sort: { field: 'schoolName', direction: 'asc' }, filter: {} },
  { sort: { field: 'lessonTitle', direction: 'desc' }, filter: { lessonType: 'LESSON' } },
  { sort: { field: 'points', direction: 'desc' }, filter: { schoolName: 'a', userName: 'a' } },
  { sort: { field: 'timestamp', direction: 'desc' }, filter: 'a teacher' },
] as const)(
  "a page shows each answer's slide, lesson, pupil, school and attempt, whichever tables its filter and sort join ($sort.field $sort.direction, $filter)",
  async ({ sort, filter }) => {
    const repository = createAnswersReportRepository(t.database.db);
    const [anyRow] = (await repository.page({ editionId }, sort, 0, 1)).rows;
    const scoped: AnswersReportFilter =
      filter === 'a teacher' ? { editionId, schoolId: anyRow!.schoolId! } : { ...filter, editionId };
    // Both ways of reading the rows: a short page (lookups per row) and a long one (every table joined).
    for (const size of [50, PER_ROW_LOOKUPS_UP_TO + 50]) await expectColumnsOfJoin(scoped, sort, size);
  },
);

async function expectColumnsOfJoin(filter: AnswersReportFilter, sort: ReportSort, size: number) {
  const { rows } = await createAnswersReportRepository(t.database.db).page(filter, sort, 0, size);
  expect(rows.length).toBeGreaterThan(0);
  // The same columns read through one join of every table, as the export reads them.
  const joined = await t.database.db
    .select({
      id: lessonAnswers.id,
      slideType: slides.type,
      lessonTitle: lessons.title,
      lessonType: lessons.type,
      userName: users.nume,
      userEmail: users.email,
      clasa: users.clasa,
      schoolId: users.schoolId,
      schoolName: schools.numeInstitutieInvatamant,
      punctajFinal: lessonAttempts.punctajFinal,
      attemptState: lessonAttempts.state,
    })
    .from(lessonAnswers)
    .innerJoin(slides, eq(slides.id, lessonAnswers.slideId))
    .innerJoin(lessons, eq(lessons.id, lessonAnswers.lessonId))
    .innerJoin(users, eq(users.id, lessonAnswers.userId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(
      lessonAttempts,
      and(
        eq(lessonAttempts.userId, lessonAnswers.userId),
        eq(lessonAttempts.lessonId, lessonAnswers.lessonId),
        eq(lessonAttempts.editionId, lessonAnswers.editionId),
        eq(lessonAttempts.version, lessonAnswers.version),
      ),
    )
    .where(
      inArray(
        lessonAnswers.id,
        rows.map((row) => row.answer.id),
      ),
    );
  const byId = new Map(joined.map((row) => [row.id, row]));
  expect(rows.map(({ answer, ...shown }) => ({ id: answer.id, ...shown }))).toEqual(
    rows.map((row) => byId.get(row.answer.id)),
  );
}

/**
 * The report's order written out here, apart from the repository: empty cells (a pupil without a school) last
 * both ways, a pupil's name then the pupil in the same direction, a school's name then the school in the same
 * direction and its answers newest first, then the answer's id ascending.
 */
const SORT_EXPRESSIONS: Record<string, (direction: string) => string> = {
  timestamp: (d) => `a.timestamp ${d}`,
  state: (d) => `a.state ${d}`,
  points: (d) => `a.points ${d}`,
  version: (d) => `a.version ${d}`,
  lessonTitle: (d) => `l.title ${d}`,
  lessonType: (d) => `l.type ${d}`,
  userName: (d) => `u.nume ${d}, u.id ${d}`,
  schoolName: (d) => `s.nume_institutie_invatamant ${d} nulls last, s.id ${d}, a.timestamp desc`,
};

/** The filters of the report written apart too (the pupil's school through the pupil, as the screen shows it). */
const FILTER_CONDITIONS: Record<string, (value: string | number) => ReturnType<typeof sql>> = {
  state: (v) => sql`a.state = ${v}`,
  lessonId: (v) => sql`a.lesson_id = ${v}`,
  lessonType: (v) => sql`l.type = ${v}`,
  lessonTitle: (v) => sql`l.title ilike ${`%${v}%`}`,
  userName: (v) => sql`u.nume ilike ${`%${v}%`}`,
  schoolName: (v) => sql`s.nume_institutie_invatamant ilike ${`%${v}%`}`,
};

/** The answer ids of the edition that `filter` keeps, in the order `field direction` written apart. */
async function expectedOrder(filter: AnswersReportFilter, field: string, direction: 'asc' | 'desc') {
  const conditions = Object.entries(filter)
    .filter(([key]) => key !== 'editionId')
    .map(([key, value]) => FILTER_CONDITIONS[key]!(value as string | number));
  const { rows } = (await t.database.db.execute(
    sql`select a.id from lesson_answers a join lessons l on l.id = a.lesson_id join users u on u.id = a.user_id
        left join schools s on s.id = u.school_id
        where ${sql.join([sql`a.edition_id = ${editionId}`, ...conditions], sql` and `)}
        order by ${sql.raw(SORT_EXPRESSIONS[field]!(direction))}, a.id asc`,
  )) as unknown as { rows: { id: number }[] };
  return rows.map((row) => row.id);
}

/** The whole list and each page `[offset, limit]` of `filter` sorted by `sort` hold `ids` in that order. */
async function expectPagesInOrder(
  repository: ReturnType<typeof createAnswersReportRepository>,
  filter: AnswersReportFilter,
  sort: ReportSort,
  ids: number[],
  pages: readonly (readonly [offset: number, limit: number])[],
  label: string,
) {
  const whole = await repository.page(filter, sort, 0, ANSWERS + 1_000);
  expect(
    whole.rows.map((row) => row.answer.id),
    label,
  ).toEqual(ids);
  for (const [offset, limit] of pages) {
    const page = await repository.page(filter, sort, offset, limit);
    expect(
      page.rows.map((row) => row.answer.id),
      `${label} from ${offset}`,
    ).toEqual(ids.slice(offset, offset + limit));
  }
}

it('sorts by every column both ways as an order written apart says, on every page', async () => {
  expect(Object.keys(SORT_EXPRESSIONS).sort()).toEqual([...ANSWERS_REPORT_SORT_FIELDS].sort());
  // A pupil with answers leaves their school: the answers of pupils without a school are a group of their own.
  const [pupil] = await t.database.db
    .select({ id: lessonAnswers.userId })
    .from(lessonAnswers)
    .where(eq(lessonAnswers.editionId, editionId))
    .limit(1);
  await t.database.db.update(users).set({ schoolId: null }).where(eq(users.id, pupil!.id));
  const repository = createAnswersReportRepository(t.database.db);
  // The whole edition, and its answers in one state (pending answers sorted by lesson is read by the walk too;
  // the completed ones beside the in-progress answers of the same lesson and pupils).
  for (const state of [undefined, 'PENDING_APPROVAL', 'COMPLETED'] as const) {
    const filter: AnswersReportFilter = { editionId, ...(state ? { state } : {}) };
    for (const field of ANSWERS_REPORT_SORT_FIELDS) {
      for (const direction of ['asc', 'desc'] as const) {
        const ids = await expectedOrder(filter, field, direction);
        const label = `${state ?? 'every state'}, ${field} ${direction}`;
        expect(ids.length, label).toBeGreaterThan(DEFERRED_ROWS_FROM / 10);
        // A page in the middle, one deep (ids first) when there are that many, and the last, partly empty.
        const pages = [
          [37, 25],
          [Math.min(DEFERRED_ROWS_FROM + 11, ids.length - 60), 40],
          [ids.length - 7, 20],
        ] as const;
        await expectPagesInOrder(repository, filter, { field, direction }, ids, pages, label);
      }
    }
  }
}, 120_000);

it.each([{ filter: {} }, { filter: { state: 'PENDING_APPROVAL' } }, { filter: { userName: 'a' } }] as const)(
  'sorted by school, keeps apart the answers of two schools that share a name, each newest first, on pages across the two ($filter)',
  async ({ filter: filterOnly }) => {
    const filter: AnswersReportFilter = { ...filterOnly, editionId };
    const { rows } = (await t.database.db.execute(
      sql`select a.id, u.school_id as school from lesson_answers a join users u on u.id = a.user_id
          where a.edition_id = ${editionId} and u.school_id in (${schoolsAlike[0]}, ${schoolsAlike[1]})`,
    )) as unknown as { rows: { id: number; school: number }[] };
    const schoolOf = new Map(rows.map((row) => [Number(row.id), Number(row.school)]));
    const walking = createAnswersReportRepository(t.database.db, { concurrent: false }, Infinity);
    for (const direction of ['asc', 'desc'] as const) {
      const sort = { field: 'schoolName', direction };
      expect(answersReportWalk(filter, sort, 0, 20)).toBeDefined();
      const ids = await expectedOrder(filter, 'schoolName', direction);
      const alike = ids.flatMap((id, index) => (schoolOf.has(id) ? [index] : []));
      // The two schools are neighbours in the order, each one block; their answers' times overlap, so an order
      // by name and time alone would mix them.
      const first = alike.filter((index) => schoolOf.get(ids[index]!) === schoolOf.get(ids[alike[0]!]!));
      expect(first.length).toBeGreaterThan(10);
      expect(alike.length - first.length).toBeGreaterThan(10);
      expect(alike.at(-1)! - alike[0]!).toBe(alike.length - 1);
      const across = first.at(-1)! + 1;
      const pages = [
        [across - 10, 20],
        [across - 1, 2],
        [across, 5],
      ] as const;
      await expectPagesInOrder(
        walking,
        filter,
        sort,
        ids,
        pages,
        `${JSON.stringify(filter)}, school ${direction}`,
      );
    }
  },
);

it('lists the answers in progress (a few, beside the completed answers of the same lesson) in every sort both ways', async () => {
  const repository = createAnswersReportRepository(t.database.db);
  // Every filtered sort a walk can read is read by it here.
  const walking = createAnswersReportRepository(t.database.db, { concurrent: false }, Infinity);
  const inProgress = await t.database.db
    .select({ id: lessonAnswers.id })
    .from(lessonAnswers)
    .where(and(eq(lessonAnswers.editionId, editionId), eq(lessonAnswers.state, 'IN_PROGRESS')));
  expect(inProgress.length).toBeGreaterThanOrEqual(IN_PROGRESS_PUPILS);
  const filter: AnswersReportFilter = { editionId, state: 'IN_PROGRESS' };
  for (const field of ANSWERS_REPORT_SORT_FIELDS) {
    for (const direction of ['asc', 'desc'] as const) {
      const ids = await expectedOrder(filter, field, direction);
      const label = `in progress, ${field} ${direction}`;
      expect(ids.length, label).toBe(inProgress.length);
      const pages = [
        [0, 20],
        [1, 3],
      ] as const;
      await expectPagesInOrder(repository, filter, { field, direction }, ids, pages, label);
      await expectPagesInOrder(walking, filter, { field, direction }, ids, pages, `${label}, walked`);
    }
  }
});

it.each([
  { filter: { lessonType: 'LESSON' } },
  { filter: { lessonTitle: 'bateri' } },
  { filter: { userName: 'ion' } },
  { filter: { schoolName: 'a' } },
  { filter: { state: 'PENDING_APPROVAL', schoolName: 'liceul' } },
  { filter: { lessonType: 'PRACTICAL_ACTIVITY', userName: 'a', schoolName: 'a' } },
] as const)(
  'a filtered page sorted by every column both ways, read group by group, holds what an order written apart says ($filter)',
  async ({ filter: filterOnly }) => {
    const [lesson] = await t.database.db.select({ id: lessons.id }).from(lessons).limit(1);
    // Every filtered sort that a walk can read is read by it here, however few answers the filter keeps.
    const walking = createAnswersReportRepository(t.database.db, { concurrent: false }, Infinity);
    for (const filter of [
      { ...filterOnly, editionId },
      { ...filterOnly, editionId, lessonId: lesson!.id },
    ] as AnswersReportFilter[]) {
      let walked = 0;
      for (const field of ANSWERS_REPORT_SORT_FIELDS) {
        for (const direction of ['asc', 'desc'] as const) {
          const sort = { field, direction };
          if (answersReportWalk(filter, sort, 0, 20)) walked += 1;
          const ids = await expectedOrder(filter, field, direction);
          const label = `${JSON.stringify(filter)}, ${field} ${direction}`;
          if (filter.lessonId === undefined) expect(ids.length, label).toBeGreaterThan(60);
          const pages = [
            [0, 20],
            [37, 25],
            [Math.max(0, ids.length - 7), 20],
          ] as const;
          await expectPagesInOrder(walking, filter, sort, ids, pages, label);
        }
      }
      // Every sort but the time, both ways: a state, points, an attempt, a lesson's title or type, a school, a
      // pupil's name.
      expect(walked, JSON.stringify(filter)).toBe(14);
    }
  },
  120_000,
);

it('lists the (state, lesson) pairs a page sorted by points, attempt or state merges (deep, or checking a filter), as its filter keeps them', async () => {
  const { db } = t.database;
  const deep = DEFERRED_ROWS_FROM;
  const pairsOf = async (filter: AnswersReportFilter) =>
    (
      await db
        .selectDistinct({ state: lessonAnswers.state, lesson: lessonAnswers.lessonId })
        .from(lessonAnswers)
        .innerJoin(lessons, eq(lessons.id, lessonAnswers.lessonId))
        .where(
          and(
            eq(lessonAnswers.editionId, editionId),
            filter.state ? eq(lessonAnswers.state, filter.state) : undefined,
            filter.lessonType ? eq(lessons.type, filter.lessonType) : undefined,
          ),
        )
    )
      .map(({ state, lesson }) => `${state} ${lesson}`)
      .sort();
  const listed = (lists: Awaited<ReturnType<typeof answersReportRangeLists>>) =>
    lists?.pairs.map(({ state, lesson }) => `${state} ${lesson}`).sort();
  for (const field of ['points', 'version', 'state']) {
    const sort: ReportSort = { field, direction: 'desc' };
    const every = await pairsOf({});
    expect(every.length).toBeGreaterThan(3);
    expect(listed(await answersReportRangeLists(db, { editionId }, sort, deep))).toEqual(every);
    for (const filter of [
      { state: 'PENDING_APPROVAL' },
      { lessonType: 'LESSON' },
      { state: 'COMPLETED', lessonType: 'LESSON' },
    ] as const) {
      const expected = await pairsOf(filter);
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(listed(await answersReportRangeLists(db, { editionId, ...filter }, sort, deep))).toEqual(
        expected,
      );
    }
    // A first page lists them only when it checks a filter on each answer (a pupil's name, a school).
    expect(await answersReportRangeLists(db, { editionId }, sort, 0)).toBeUndefined();
    expect(await answersReportRangeLists(db, { editionId, lessonType: 'LESSON' }, sort, 0)).toBeUndefined();
    expect(listed(await answersReportRangeLists(db, { editionId, userName: 'ion' }, sort, 0))).toEqual(every);
    // A teacher's page is not walked.
    expect(await answersReportRangeLists(db, { editionId, schoolId: 1 }, sort, deep)).toBeUndefined();
  }
  // A sort whose groups are each one range (a lesson's) merges none.
  expect(
    await answersReportRangeLists(db, { editionId }, { field: 'lessonTitle', direction: 'asc' }, deep),
  ).toBeUndefined();
  // A first page sorted by state merges only for a filter that keeps few answers: each group would read at
  // least STATE_MERGE_READS_FROM of them (the planner's estimate); points merge for any.
  const byName = { editionId, userName: 'ion' };
  const byState: ReportSort = { field: 'state', direction: 'asc' };
  const every = await pairsOf({});
  expect(await answersReportRangeLists(db, byName, byState, 0, STATE_MERGE_READS_FROM - 1)).toBeUndefined();
  expect(listed(await answersReportRangeLists(db, byName, byState, 0, STATE_MERGE_READS_FROM))).toEqual(
    every,
  );
  expect(
    listed(await answersReportRangeLists(db, byName, { field: 'points', direction: 'asc' }, 0, 1)),
  ).toEqual(every);
});

it.each([
  { filter: { userName: 'ion' } },
  { filter: { schoolName: 'a' } },
  { filter: { userName: 'a', lessonType: 'LESSON' } },
  { filter: {} },
] as const)(
  "a page sorted by state with each state's lessons merged holds what an order written apart says ($filter)",
  async ({ filter: filterOnly }) => {
    const { db } = t.database;
    const filter: AnswersReportFilter = { ...filterOnly, editionId };
    for (const direction of ['asc', 'desc'] as const) {
      const sort: ReportSort = { field: 'state', direction };
      const ids = await expectedOrder(filter, 'state', direction);
      const label = `${JSON.stringify(filter)}, state ${direction}`;
      expect(ids.length, label).toBeGreaterThan(60);
      // Unfiltered, only deep pages merge; filtered, the lists are read at any offset when asked to.
      const deep = Object.keys(filterOnly).length === 0;
      const pages = deep
        ? ([
            [DEFERRED_ROWS_FROM, 20],
            [ids.length - 7, 20],
          ] as const)
        : ([
            [0, 20],
            [37, 25],
            [Math.max(0, ids.length - 7), 20],
          ] as const);
      for (const [offset, limit] of pages) {
        const lists = await answersReportRangeLists(db, filter, sort, offset);
        expect(lists, `${label} from ${offset}`).toBeDefined();
        const walk = answersReportWalk(filter, sort, offset, limit, lists)!;
        const read = (await db.execute(sql`select w.id from ${walk.ids} w`)) as unknown as {
          rows: { id: number }[];
        };
        expect(
          read.rows.map((row) => Number(row.id)),
          `${label} from ${offset}`,
        ).toEqual(ids.slice(offset, offset + limit));
      }
    }
  },
  120_000,
);

it.each(['ȘTEFAN', 'ștefan', 'stefan', 'IONESCU', 'Ana Pop'])(
  'the pupil filter matches names as ILIKE does, the case of Romanian letters included, read by PostgreSQL or a walk (%s)',
  async (userName) => {
    // Every filtered sort a walk can read is read by it, the newest first by PostgreSQL's plan.
    const walking = createAnswersReportRepository(t.database.db, { concurrent: false }, Infinity);
    const sorts = [
      { field: 'timestamp', direction: 'desc' },
      { field: 'userName', direction: 'desc' },
      { field: 'points', direction: 'asc' },
      { field: 'schoolName', direction: 'asc' },
    ] as const;
    for (const filter of [
      { editionId, userName },
      { editionId, userName, schoolName: 'a' },
    ] as AnswersReportFilter[]) {
      for (const sort of sorts) {
        const label = `${JSON.stringify(filter)}, ${sort.field} ${sort.direction}`;
        const ids = await expectedOrder(filter, sort.field, sort.direction);
        // 'stefan' finds no 'Ștefan': the name is stored with its diacritic, and this filter does not fold them
        // (the users report's does).
        expect(ids.length > 0, label).toBe(userName !== 'stefan');
        const { rows } = await walking.page(filter, sort, 0, ANSWERS + 1_000);
        expect(
          rows.map((row) => row.answer.id),
          label,
        ).toEqual(ids);
      }
    }
  },
);

it("the pupil filter is served by the trigram index of the names, not by testing each pupil's name", async () => {
  let plan = '';
  // Thousands more pupils, rolled back after: on a few hundred the planner reads them all whichever the index.
  await t.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`
        insert into users (role, email, password_hash, nume)
        select 'ELEV', 'trigram' || g || '@scoala.ro', 'x', 'Elev Numarul ' || g from generate_series(1, 5000) as g`);
      // Into the index proper (GIN keeps new entries in a pending list, which the planner counts as read whole).
      await tx.execute(sql`select gin_clean_pending_list('users_nume_trgm')`);
      await tx.execute(sql`analyze users`);
      await tx.execute(sql`set local enable_seqscan = off`);
      // A name nobody holds.
      const query = tx.select({ id: users.id }).from(users).where(pupilNameContains('Zamfirescu'));
      plan = await planOf(tx, query);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  expect(plan).toContain('users_nume_trgm');
});
