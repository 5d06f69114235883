import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lessonAnswers } from './answers.table.js';
import { users } from '../users/users.table.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedBenchData } from '../../../bench/bulk-seed.js';
import { readExport } from '../reports/export-test-helpers.js';
import { ANSWER_STATE_LABELS, LESSON_TYPE_INFO } from '@platform/contracts';
import { ANSWER_EXPORT_COLUMNS } from './answers-export-columns.js';
import { createAnswersReportRepository, type AnswersReportRow } from './answers-report.repository.js';

/** Rows per FETCH of the export's cursor on PGlite (text-rows-stream.ts); PostgreSQL streams them by COPY. */
const CURSOR_BATCH = 5_000;

/** What each column of the export shows of a report row, in the columns' order (spec: 'Istoric Activitati'). */
const exportCells = (row: AnswersReportRow): unknown[] => [
  row.answer.timestamp,
  row.userName,
  row.userEmail,
  row.clasa,
  row.schoolName,
  row.lessonTitle,
  LESSON_TYPE_INFO[row.lessonType].displayName,
  row.slideType,
  row.answer.version + 1,
  ANSWER_STATE_LABELS[row.answer.state],
  Number(row.answer.points),
  row.punctajFinal === null ? null : Number(row.punctajFinal),
  row.answer.rejectReason,
];

let t: TestApp;
let editionId: number;
beforeAll(async () => {
  t = await createTestApp();
  editionId = (await t.app.services.editionsService.currentEditionId())!;
  // More answers than one FETCH of the cursor, so the export crosses batch boundaries.
  await seedBenchData(t.database.db, {
    volumes: { schools: 5, pupils: 700, lessonAnswers: CURSOR_BATCH + 1_500, wasteOrders: 1 },
    passwordHash: 'not-used-for-login',
  });
}, 120_000);
afterAll(() => t.close());

/** A cell as readExport gives it back (dates are compared apart: xlsx stores them as day fractions). */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

describe('GET /api/lessons/answers/report?export=xlsx at more rows than one cursor batch', () => {
  it('writes every matching row exactly once, in report order, and the file opens', async () => {
    const headers = await t.authAs('admin@demo.ro');
    const query = `editionId=${editionId}&sort=timestamp,desc`;
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/lessons/answers/report?export=xlsx&${query}`,
      headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const [header, ...read] = await readExport(t, 'admin@demo.ro', exported.json<{ url: string }>().url);
    expect(header).toEqual(ANSWER_EXPORT_COLUMNS.map((column) => column.header));
    // xlsx rows end at their last non-empty cell.
    const rows = read.map((row) => [...row, ...Array<string>(header!.length - row.length).fill('')]);

    // The oracle: the report's own paged query (OFFSET, the old path) over the same filter and order.
    const repository = createAnswersReportRepository(t.database.db);
    const { rows: expected } = await repository.page(
      { editionId },
      { field: 'timestamp', direction: 'desc' },
      0,
      1_000_000,
    );
    expect(expected.length).toBeGreaterThan(CURSOR_BATCH);
    expect(rows).toHaveLength(expected.length);
    const expectedCells = expected.map((row) => exportCells(row).map(cell));
    // Column 0 is the answer's time: equal within a few ms after the round trip through a day fraction.
    const timeOf = (cells: string[]) => Date.parse(cells[0]!);
    const drift = rows.map((row, i) => Math.abs(timeOf(row) - timeOf(expectedCells[i]!)));
    expect(Math.max(...drift)).toBeLessThan(5);
    // Every other cell exactly; the oracle lists each answer once (id tie-breaker), so equal sequences
    // mean every row present once, in order.
    expect(rows.map((row) => row.slice(1))).toEqual(expectedCells.map((row) => row.slice(1)));
  }, 120_000);
});

describe('GET /api/lessons/answers/report?export=xlsx with text that needs escaping', () => {
  it('gives back names, reasons, classes and points exactly as the report shows them', async () => {
    const { db } = t.database;
    // A pupil with markup, quotes, line breaks and diacritics in what the export shows, a rejected answer
    // with a reason, decimal points, and no class. (No entity-like text such as '&amp;': exceljs, the test's
    // reader, decodes `t="str"` cells a second time.)
    const [answer] = await db
      .select({ id: lessonAnswers.id, userId: lessonAnswers.userId })
      .from(lessonAnswers)
      .where(eq(lessonAnswers.editionId, editionId))
      .orderBy(lessonAnswers.id)
      .limit(1);
    await db
      .update(users)
      .set({ nume: 'Ana-Maria „Ionescu" <b>&</b>\nrândul 2\r\n\ttab \\ ok', clasa: null })
      .where(eq(users.id, answer!.userId));
    await db
      .update(lessonAnswers)
      .set({ state: 'REJECTED', points: 2.5, rejectReason: 'Motiv: <greșit> & "incomplet"\r\nrând 2 🌱' })
      .where(eq(lessonAnswers.id, answer!.id));
    const headers = await t.authAs('admin@demo.ro');
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/lessons/answers/report?export=xlsx&editionId=${editionId}&userId=${answer!.userId}`,
      headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const [, ...read] = await readExport(t, 'admin@demo.ro', exported.json<{ url: string }>().url);
    const repository = createAnswersReportRepository(t.database.db);
    const { rows: expected } = await repository.page(
      { editionId, userId: answer!.userId },
      { field: 'timestamp', direction: 'desc' },
      0,
      1_000,
    );
    expect(expected.some((row) => row.answer.rejectReason?.includes('🌱'))).toBe(true);
    const width = ANSWER_EXPORT_COLUMNS.length;
    expect(read.map((row) => [...row, ...Array<string>(width - row.length).fill('')].slice(1))).toEqual(
      expected.map((row) => exportCells(row).map(cell).slice(1)),
    );
  }, 60_000);
});
