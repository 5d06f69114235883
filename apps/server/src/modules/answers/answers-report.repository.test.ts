import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedBenchData } from '../../../bench/bulk-seed.js';
import { DEFERRED_ROWS_FROM } from '../../db/deep-pages.js';
import { expectDeepPageLikeWhole } from '../../../test/support/deep-page.js';
import {
  createAnswersReportRepository,
  PER_ROW_LOOKUPS_UP_TO,
  type AnswersReportFilter,
  type ReportSort,
} from './answers-report.repository.js';
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
}, 120_000);
afterAll(() => t.close());

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
