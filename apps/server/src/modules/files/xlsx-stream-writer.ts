import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { ZipFile } from 'yazl';

export type XlsxValue = string | number | boolean | Date | null | undefined;

export interface XlsxColumn {
  header: string;
  width?: number;
}

export interface XlsxStreamWriter {
  /** Appends one row; call `drained()` now and then so a slow disk or zip does not pile rows up in memory. */
  addRow(values: readonly XlsxValue[]): void;
  /** Appends rows already written as sheet XML (`<row r="2">…</row>…`, numbered from 2: sheet-rows-sql.ts). */
  addRowsXml(xml: Buffer): void;
  /** Resolves once the sheet's pending bytes are under the limit (at once when they already are). */
  drained(): Promise<void>;
  /** Writes the sheet's end and the zip's directory, and resolves once the zip has been handed to `output`. */
  finish(): Promise<void>;
  /** Stops a failed export: the sheet and the output stream are destroyed. */
  abort(): void;
}

/**
 * The static parts of a one-sheet workbook, as exceljs 4.4's stream writer made them (no styles or shared
 * strings): one cell style besides the default, numFmt 14, so dates open as dates.
 */
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const CONTENT_TYPES =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
  '</Types>';
const ROOT_RELS =
  XML_HEAD +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>' +
  '</Relationships>';
const WORKBOOK_RELS =
  XML_HEAD +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '</Relationships>';
const STYLES =
  XML_HEAD +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<fonts count="1"><font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '<dxfs count="0"/><tableStyles count="0"/>' +
  '</styleSheet>';
/** The cell style of dates (numFmt 14 in STYLES). */
export const DATE_STYLE = 1;

const workbookXml = (sheetName: string) =>
  XML_HEAD +
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId2"/></sheets>` +
  '</workbook>';
const appXml = (sheetName: string) =>
  XML_HEAD +
  '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">' +
  '<Application>Microsoft Excel</Application>' +
  '<HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>1</vt:i4></vt:variant></vt:vector></HeadingPairs>' +
  `<TitlesOfParts><vt:vector size="1" baseType="lpstr"><vt:lpstr>${escapeXml(sheetName)}</vt:lpstr></vt:vector></TitlesOfParts>` +
  '</Properties>';
const coreXml = (created: Date) =>
  XML_HEAD +
  '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
  `<dcterms:created xsi:type="dcterms:W3CDTF">${created.toISOString()}</dcterms:created>` +
  '</cp:coreProperties>';

// Characters XML 1.0 cannot hold at all (control characters, lone surrogates, U+FFFE/U+FFFF) are dropped, as
// Excel would refuse the file otherwise; the markup characters are escaped.
/* eslint-disable no-control-regex -- these control characters are exactly what must be matched */
const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NEEDS_ESCAPE = /[&<>"\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
/* eslint-enable no-control-regex */
// A carriage return is written as a reference: an XML parser turns a raw one into a line feed.
const MARKUP = /[&<>"\r]/g;
export const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
};

export function escapeXml(text: string): string {
  // Most cells need nothing: one test instead of two replaces keeps a million-row export fast.
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(INVALID_XML, '').replace(MARKUP, (char) => XML_ENTITIES[char]!);
}

/** Column letters A, B, …, Z, AA, … as cell references use them. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const MS_PER_DAY = 86_400_000;
/** Days from Excel's 1900 epoch (as Excel counts them) to 1970-01-01. */
const UNIX_EPOCH_AS_EXCEL_DAY = 25_569;

/** A time (milliseconds since 1970, as a Date holds it) as the day serial a date cell stores. */
export const excelDaySerial = (time: number): number => time / MS_PER_DAY + UNIX_EPOCH_AS_EXCEL_DAY;

/** One cell's XML, typed as exceljs 4.4 typed it (`t="str"` text, `t="b"` booleans, dates as styled serials). */
function cellXml(ref: string, value: XlsxValue): string {
  if (value === null || value === undefined) return '';
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
    case 'boolean':
      return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    case 'string':
      return `<c r="${ref}" t="str"><v>${escapeXml(value)}</v></c>`;
    default: {
      const time = value.getTime();
      if (Number.isNaN(time)) return '';
      return `<c r="${ref}" s="${DATE_STYLE}"><v>${excelDaySerial(time)}</v></c>`;
    }
  }
}

/** One `<row>` of the sheet: `r` is its number (the header is 1), `letters` the columns' letters. */
export function rowXml(r: number, values: readonly XlsxValue[], letters: readonly string[]): string {
  let xml = `<row r="${r}">`;
  for (let i = 0; i < letters.length; i++) xml += cellXml(letters[i]! + r, values[i]);
  return xml + '</row>';
}

/** Sheet bytes handed to the zip at a time, and how many may wait there before `drained()` waits. */
const CHUNK_BYTES = 256 << 10;
const PENDING_LIMIT = 1 << 20;

/**
 * A one-sheet xlsx written while rows arrive: the sheet's XML goes straight into a deflate stream in the zip
 * (yazl), so memory stays flat whatever the row count. exceljs 4.4's stream writer kept the whole sheet in
 * its zip pipeline until the end and topped out at 30-43k rows/s here; this one writes the same cell types
 * and styles (docs/decisions.md, "Exports: the xlsx writer").
 */
export function createXlsxStreamWriter(
  output: Writable,
  options: { sheetName: string; columns: readonly XlsxColumn[]; compressionLevel?: number },
): XlsxStreamWriter {
  const zip = new ZipFile();
  const created = new Date();
  const add = (name: string, text: string) => zip.addBuffer(Buffer.from(text), name, { mtime: created });
  add('[Content_Types].xml', CONTENT_TYPES);
  add('_rels/.rels', ROOT_RELS);
  add('docProps/app.xml', appXml(options.sheetName));
  add('docProps/core.xml', coreXml(created));
  add('xl/workbook.xml', workbookXml(options.sheetName));
  add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  add('xl/styles.xml', STYLES);
  const sheet = new PassThrough({ highWaterMark: PENDING_LIMIT });
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml', {
    mtime: created,
    // Level 1 deflates this XML 2x faster than the default 6, for a file about 15 % larger.
    compressionLevel: options.compressionLevel ?? 1,
  });
  zip.end();
  const written = new Promise<void>((resolve, reject) => {
    output.once('finish', resolve);
    output.once('error', reject);
    zip.once('error', reject);
  });
  written.catch(() => undefined);
  zip.outputStream.pipe(output);

  const letters = options.columns.map((_, index) => columnLetters(index));
  // Rows are written into a buffer one by one: building one large string and encoding it costs 3x more
  // (V8 flattens the concatenation before encoding it).
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  let rowNumber = 0;
  function flush() {
    if (used === 0) return;
    sheet.write(chunk.subarray(0, used));
    chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    used = 0;
  }
  function append(text: string) {
    // A UTF-16 code unit is at most 3 UTF-8 bytes, so this is enough room without measuring first.
    if (text.length * 3 > CHUNK_BYTES - used) {
      flush();
      if (text.length * 3 > CHUNK_BYTES) {
        sheet.write(Buffer.from(text));
        return;
      }
    }
    used += chunk.write(text, used);
  }
  const nextRowXml = (values: readonly XlsxValue[]) => rowXml(++rowNumber, values, letters);

  const cols = options.columns
    .map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width ?? 20}" customWidth="1"/>`)
    .join('');
  append(
    XML_HEAD +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`,
  );
  append(nextRowXml(options.columns.map((column) => column.header)));

  return {
    addRow(values) {
      append(nextRowXml(values));
    },
    addRowsXml(xml) {
      flush();
      sheet.write(xml);
    },
    async drained() {
      flush();
      while (sheet.writableLength > PENDING_LIMIT && !sheet.destroyed) await once(sheet, 'drain');
    },
    async finish() {
      append('</sheetData></worksheet>');
      flush();
      sheet.end();
      await written;
    },
    abort() {
      // Without an error argument: neither stream has an 'error' listener to hand it to, and the caller
      // already holds the error. The storage sees a stream closed before its end and drops the upload.
      zip.outputStream.unpipe(output);
      sheet.destroy();
      output.destroy();
    },
  };
}
