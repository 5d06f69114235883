import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { sqlDialect } from '../../db/client.js';
import { copyBinaryOut, canCopyOut } from '../../db/copy-out.js';
import { streamWithCursor } from '../../db/cursor.js';
import type { Database } from '../../db/database.js';
import type { BinaryCellKind, SheetRowsChunk } from './sheet-rows-binary.js';
import { sheetRowsInWorker } from './sheet-rows-in-worker.js';
import { columnLetters, rowXml, type XlsxColumn, type XlsxValue } from './xlsx-stream-writer.js';

/**
 * One column of an export whose rows are read straight from one query (a million answers): `text` (any text
 * expression), `label` (a value shown through a fixed table of labels; an unknown value is an empty cell),
 * `number` (integer or numeric) and `date` (timestamptz). The cells are the stream writer's cells.
 */
export type SqlSheetColumn = XlsxColumn &
  (
    | { kind: 'text' | 'number' | 'date'; value: SQLWrapper }
    | { kind: 'label'; value: SQLWrapper; labels: Readonly<Record<string, string>> }
  );

/** What the query selects for a column, in the type its cell is written from. */
function selected(column: SqlSheetColumn): SQL {
  switch (column.kind) {
    case 'text':
      return sql`(${column.value})::text`;
    case 'label': {
      const cases = Object.entries(column.labels).map(
        ([key, label]) => sql`when ${key}::text then ${label}::text`,
      );
      return sql`(case ${column.value} ${sql.join(cases, sql` `)} end)`;
    }
    // A numeric becomes the nearest double, as JavaScript's Number() of its text (what the writer prints).
    case 'number':
      return sql`(${column.value})::float8`;
    case 'date':
      return sql`(${column.value})::timestamptz`;
  }
}

const BINARY_KIND: Record<SqlSheetColumn['kind'], BinaryCellKind> = {
  text: 'text',
  label: 'text',
  number: 'number',
  date: 'date',
};

/** The fields a sheet-rows query selects, `c0, c1, …` in the columns' order. */
export function sheetRowFields(columns: readonly SqlSheetColumn[]): Record<string, SQL.Aliased> {
  return Object.fromEntries(columns.map((column, i) => [`c${i}`, selected(column).as(`c${i}`)]));
}

/** A PGlite cursor row (`c0, c1, …`) as the writer's values (PGlite gives dates as Dates, float8 as numbers). */
function valuesOf(columns: readonly SqlSheetColumn[]) {
  return (raw: Record<string, unknown>): XlsxValue[] => columns.map((_, i) => raw[`c${i}`] as XlsxValue);
}

const PGLITE_ROWS_PER_CHUNK = 1_000;

/**
 * The sheet rows (`<row r="2">…</row>…`, numbered from 2 after the header) of a query that selects
 * `sheetRowFields(columns)`, in its order.
 *
 * On PostgreSQL the rows come through binary COPY and are written from its bytes (sheet-rows-binary.ts) in a
 * worker thread (sheet-rows-in-worker.ts): PostgreSQL sends the values without making text of them, no
 * JavaScript object is made per row, and the event loop stays free for other requests. On PGlite (one connection for the whole app) the
 * rows come through a cursor (other requests run between its batches) and the stream writer's rowXml.
 */
export async function* streamSheetRows(
  db: Database,
  columns: readonly SqlSheetColumn[],
  query: SQL,
): AsyncGenerator<SheetRowsChunk> {
  if (canCopyOut(db)) {
    yield* sheetRowsInWorker(
      columns.map((column) => BINARY_KIND[column.kind]),
      copyBinaryOut(db, query),
    );
    return;
  }
  const letters = columns.map((_, i) => columnLetters(i));
  const cursorQuery = { getSQL: () => query, toSQL: () => sqlDialect.sqlToQuery(query) };
  let rowNumber = 2;
  let xml = '';
  let count = 0;
  for await (const values of streamWithCursor(db, cursorQuery, valuesOf(columns))) {
    xml += rowXml(rowNumber++, values, letters);
    if (++count === PGLITE_ROWS_PER_CHUNK) {
      yield { bytes: Buffer.from(xml), rows: count };
      xml = '';
      count = 0;
    }
  }
  if (count > 0) yield { bytes: Buffer.from(xml), rows: count };
}
