import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedBenchData } from '../../../bench/bulk-seed.js';
import { readExport } from '../reports/export-test-helpers.js';
import { ANSWER_EXPORT_COLUMNS } from './answers-export-columns.js';
import { createAnswersReportRepository } from './answers-report.repository.js';

/** Rows per FETCH of the export cursor (answers-report.repository `all()` default). */
const CURSOR_BATCH = 5_000;

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
    const expectedCells = expected.map((row) =>
      ANSWER_EXPORT_COLUMNS.map((column) => cell(column.value(row))),
    );
    // Column 0 is the answer's time: equal within a few ms after the round trip through a day fraction.
    const timeOf = (cells: string[]) => Date.parse(cells[0]!);
    const drift = rows.map((row, i) => Math.abs(timeOf(row) - timeOf(expectedCells[i]!)));
    expect(Math.max(...drift)).toBeLessThan(5);
    // Every other cell exactly; the oracle lists each answer once (id tie-breaker), so equal sequences
    // mean every row present once, in order.
    expect(rows.map((row) => row.slice(1))).toEqual(expectedCells.map((row) => row.slice(1)));
  }, 120_000);
});
