import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedBenchData } from '../../../bench/bulk-seed.js';
import { DEFERRED_ROWS_FROM } from '../../db/deep-pages.js';
import { expectDeepPageLikeWhole } from '../../../test/support/deep-page.js';
import { createAnswersReportRepository, type AnswersReportFilter } from './answers-report.repository.js';

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
