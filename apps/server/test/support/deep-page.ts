import { expect } from 'vitest';
import { DEFERRED_ROWS_FROM } from '../../src/db/deep-pages.js';

/**
 * A page read past DEFERRED_ROWS_FROM (ids first, then rows) must hold exactly the rows of the same stretch
 * of the whole list, read in one query from offset 0, in the same order.
 */
export async function expectDeepPageLikeWhole<Row>(
  page: (offset: number, limit: number) => Promise<{ rows: Row[] }>,
  idOf: (row: Row) => number,
  wholeSize: number,
): Promise<void> {
  const whole = await page(0, wholeSize);
  expect(whole.rows.length).toBeGreaterThan(DEFERRED_ROWS_FROM + 500);
  const offset = DEFERRED_ROWS_FROM + 100;
  const deep = await page(offset, 300);
  expect(deep.rows.map(idOf)).toEqual(whole.rows.slice(offset, offset + 300).map(idOf));
  expect(deep.rows[0]).toEqual(whole.rows[offset]);
}
