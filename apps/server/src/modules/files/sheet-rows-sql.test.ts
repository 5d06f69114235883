import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../../test/test-db.js';
import { sheetRowFields, streamSheetRows, type SqlSheetColumn } from './sheet-rows-sql.js';
import { columnLetters, rowXml, type XlsxValue } from './xlsx-stream-writer.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database.close());

const COLUMNS: SqlSheetColumn[] = [
  { header: 'Text', kind: 'text', value: sql.raw('v.t') },
  { header: 'Decimal', kind: 'number', value: sql.raw('v.n') },
  { header: 'Integer', kind: 'number', value: sql.raw('v.i') },
  { header: 'Date', kind: 'date', value: sql.raw('v.d') },
  {
    header: 'Label',
    kind: 'label',
    value: sql.raw('v.t'),
    labels: { plain: 'Școală & <Altă>', other: 'Altă' },
  },
];
const LETTERS = COLUMNS.map((_, i) => columnLetters(i));

/** One row of test values as PostgreSQL holds them, and as the app reads them (what the JS writer gets). */
interface Sample {
  text: string | null;
  decimal: string | null;
  integer: number | null;
  date: string | null;
}

const SAMPLES: Sample[] = [
  { text: 'plain', decimal: '10.00', integer: 1, date: '2026-11-27T10:00:00.999999Z' },
  { text: "Școala „Ion Creangă\" & <b> 'x'", decimal: '2.50', integer: 0, date: '1970-01-01T00:00:00Z' },
  {
    text: 'line one\nline two\r\nthree\rfour',
    decimal: '-3.25',
    integer: -5,
    date: '2024-02-29T23:59:59.001Z',
  },
  {
    text: 'tab\there \\ back\\slash',
    decimal: '0.10',
    integer: 2147483647,
    date: '1999-12-31T12:34:56.789123Z',
  },
  {
    text: 'ctl\u0001\u0002\u0008\u000b\u000c\u001f end\uFFFE\uFFFF',
    decimal: '1234567890.12',
    integer: 7,
    date: null,
  },
  { text: '🌱 ăâîșț ĂÂÎȘȚ', decimal: '0.00', integer: null, date: '2026-06-30T21:00:00.000500Z' },
  { text: '', decimal: null, integer: 3, date: '2030-01-01T00:00:00.5Z' },
  { text: null, decimal: '99.99', integer: 4, date: '2026-11-27T10:00:00.123456+02:00' },
  { text: 'other', decimal: '0.01', integer: 5, date: '2026-03-29T03:30:00.000001+03:00' },
];

/** What the stream writer writes for the same values. */
function expectedRow(rowNumber: number, sample: Sample): string {
  // A JavaScript Date holds whole milliseconds (the app reads timestamps with new Date(text)).
  const date =
    sample.date === null ? null : new Date(Math.floor(Date.parse(sample.date.replace(/(\.\d{3})\d+/, '$1'))));
  const label = sample.text === 'plain' ? 'Școală & <Altă>' : sample.text === 'other' ? 'Altă' : null;
  const values: XlsxValue[] = [
    sample.text,
    sample.decimal === null ? null : Number(sample.decimal),
    sample.integer,
    date,
    label,
  ];
  return rowXml(rowNumber, values, LETTERS);
}

/** The sheet rows of `columns` over `from` (a FROM clause with alias v), in the order of `order`. */
function rowsOf(columns: SqlSheetColumn[], from: SQL, order: SQL): SQL {
  const selection = sql.join(
    Object.entries(sheetRowFields(columns)).map(
      ([name, field]) => sql`${field.sql} as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  return sql`select ${selection} from ${from} order by ${order}`;
}

function samplesQuery(samples: Sample[]): SQL {
  const rows = samples.map(
    (sample, i) =>
      sql`(${i}::integer, ${sample.text}::text, ${sample.decimal}::numeric(12,2), ${sample.integer}::integer, ${sample.date}::timestamptz)`,
  );
  return rowsOf(COLUMNS, sql`(values ${sql.join(rows, sql`, `)}) as v(k, t, n, i, d)`, sql.raw('v.k'));
}

async function collect(
  columns: SqlSheetColumn[],
  query: SQL,
): Promise<{ text: string; rows: number; chunks: number }> {
  const parts: Buffer[] = [];
  let rows = 0;
  for await (const chunk of streamSheetRows(database.db, columns, query)) {
    parts.push(chunk.bytes);
    rows += chunk.rows;
  }
  return { text: Buffer.concat(parts).toString('utf8'), rows, chunks: parts.length };
}

describe('sheet rows written by the database', () => {
  it('are the stream writer’s rows for the same values, byte for byte', async () => {
    const { text, rows } = await collect(COLUMNS, samplesQuery(SAMPLES));
    expect(rows).toBe(SAMPLES.length);
    expect(text).toBe(SAMPLES.map((sample, i) => expectedRow(i + 2, sample)).join(''));
  });

  it('come in report order, every row once, across many chunks', async () => {
    const count = 12_345;
    const columns: SqlSheetColumn[] = [
      { header: 'Text', kind: 'text', value: sql.raw(`'row ' || v.g`) },
      { header: 'Integer', kind: 'number', value: sql.raw('v.g') },
    ];
    const { text, rows, chunks } = await collect(
      columns,
      rowsOf(columns, sql`generate_series(1, ${count}::integer) as v(g)`, sql.raw('v.g desc')),
    );
    expect(rows).toBe(count);
    expect(chunks).toBeGreaterThan(1);
    const letters = ['A', 'B'];
    const expected = Array.from({ length: count }, (_, i) =>
      rowXml(i + 2, [`row ${count - i}`, count - i], letters),
    );
    expect(text).toBe(expected.join(''));
  });

  it('leave the database usable when the reader stops early', async () => {
    const columns: SqlSheetColumn[] = [{ header: 'Integer', kind: 'number', value: sql.raw('v.g') }];
    const query = rowsOf(columns, sql.raw('generate_series(1, 200000) as v(g)'), sql.raw('v.g'));
    for await (const chunk of streamSheetRows(database.db, columns, query)) {
      expect(chunk.rows).toBeGreaterThan(0);
      break;
    }
    const { rows } = await collect(COLUMNS, samplesQuery(SAMPLES.slice(0, 2)));
    expect(rows).toBe(2);
  });
});
