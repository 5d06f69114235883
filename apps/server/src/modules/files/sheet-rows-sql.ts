import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { columnLetters, DATE_STYLE, escapeXml, type XlsxColumn } from './xlsx-stream-writer.js';

/**
 * One column of a sheet whose rows PostgreSQL writes as XML (a million-row export: per-row JavaScript cost
 * 20 µs a row, PostgreSQL's string functions a quarter of that). The cells are the stream writer's cells
 * (`t="str"` text, plain numbers, dates as styled day serials), byte for byte but for line breaks.
 */
export type SqlSheetColumn = XlsxColumn &
  (
    | {
        /** `text`: a text expression; `integer`, `decimal` (numeric), `date` (timestamptz). */
        kind: 'text' | 'integer' | 'decimal' | 'date';
        value: SQLWrapper;
      }
    | {
        /** A value shown through a fixed table of labels (enum values); an unknown value is an empty cell. */
        kind: 'label';
        value: SQLWrapper;
        labels: Readonly<Record<string, string>>;
      }
  );

// XML 1.0 cannot hold these code points at all; the stream writer drops them too (xlsx-stream-writer.ts).
const INVALID_XML_CHARS = '\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\ufffe\\uffff';
/** Any character that is dropped or written as a reference: most values have none and are left as they are. */
const NEEDS_ESCAPE = `[&<>"\\n\\r${INVALID_XML_CHARS}]`;

/**
 * Text as XML character data. Line breaks become character references: they survive the XML parser's
 * end-of-line handling, and the rows then hold no byte that COPY's CSV output would quote (`streamTextRows`).
 * One regular-expression test per value: translate() with the invalid characters cost 3 µs a value.
 */
function xmlText(value: SQLWrapper): SQL {
  let text = sql`regexp_replace(${value}, ${`[${INVALID_XML_CHARS}]`}::text, '', 'g')`;
  for (const [char, entity] of [
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ['\n', '&#10;'],
    ['\r', '&#13;'],
  ] as const)
    text = sql`replace(${text}, ${char}::text, ${entity}::text)`;
  return sql`(case when ${value} ~ ${NEEDS_ESCAPE}::text then ${text} else ${value} end)`;
}

/**
 * The cell's value as the stream writer prints it, NULL for an empty cell: JavaScript's shortest round-trip
 * number (trim_scale drops a numeric's trailing zeros; NaN is no number, as in JavaScript), and a date as days
 * since Excel's epoch from its whole milliseconds (float8 prints the shortest exact digits with
 * extra_float_digits 1), as a JavaScript Date holds it. Labels are escaped here, once, not per row.
 */
function cellValue(column: SqlSheetColumn): SQL {
  switch (column.kind) {
    case 'text':
      return xmlText(column.value);
    case 'label': {
      const cases = Object.entries(column.labels).map(
        ([key, label]) => sql`when ${key}::text then ${escapeXml(label)}::text`,
      );
      return sql`(case ${column.value} ${sql.join(cases, sql` `)} end)`;
    }
    case 'integer':
      return sql`(${column.value})::text`;
    case 'decimal':
      return sql`trim_scale(nullif((${column.value})::numeric, 'NaN'))::text`;
    case 'date':
      return sql`(floor(extract(epoch from ${column.value}) * 1000)::float8 / 86400000 + 25569)::text`;
  }
}

const CELL_TYPE = {
  text: ' t="str"',
  label: ' t="str"',
  integer: '',
  decimal: '',
  date: ` s="${DATE_STYLE}"`,
} as const;

/**
 * One `<row>` of the sheet: `rowNumber` is the row's number in the sheet as text (the header is row 1), and
 * an empty value (NULL) leaves its cell out, as the stream writer does (a cell with a NULL value is NULL).
 */
export function sheetRowXml(columns: readonly SqlSheetColumn[], rowNumber: SQLWrapper): SQL {
  const cells = columns.map(
    (column, i) =>
      sql`coalesce(${`<c r="${columnLetters(i)}`}::text || ${rowNumber} || ${`"${CELL_TYPE[column.kind]}><v>`}::text || ${cellValue(column)} || '</v></c>', '')`,
  );
  return sql`'<row r="' || ${rowNumber} || '">' || ${sql.join(cells, sql` || `)} || '</row>'`;
}

/** Stands for the row's number in a row written before it is numbered; text values never hold it (xmlText). */
const ROW_NUMBER_MARK = '\x01';

/**
 * The sheet rows of a query, in its order: `rows` gets the fields to select (each row's XML with a mark where
 * its number goes, and the number) and returns the query with its joins, filter and `order`; the row number
 * follows the same order, so PostgreSQL sorts once. The rows are numbered from 2 (the header is row 1).
 *
 * The XML is written before the sort, so PostgreSQL's parallel workers write it (8 µs a row, most of the
 * export's time); only the numbering, after the sort, is left to one process: one replace() a row.
 */
export function sheetRowsQuery(
  columns: readonly SqlSheetColumn[],
  order: readonly SQL[],
  rows: (fields: Record<string, SQL.Aliased>) => SQLWrapper,
): SQL {
  const fields: Record<string, SQL.Aliased> = {
    xml: sheetRowXml(columns, sql`${ROW_NUMBER_MARK}::text`).as('xml'),
    rn: sql`(row_number() over (order by ${sql.join([...order], sql`, `)}) + 1)::text`.as('rn'),
  };
  // Nothing reorders the derived table's rows: they come out in its ORDER BY.
  return sql`select replace(q.xml, ${ROW_NUMBER_MARK}::text, q.rn) from (${rows(fields)}) as q`;
}

/** Settings the cells' text depends on (float8 prints its shortest exact digits), for `streamTextRows`. */
export const SHEET_ROW_SETTINGS = ['extra_float_digits = 1'] as const;
