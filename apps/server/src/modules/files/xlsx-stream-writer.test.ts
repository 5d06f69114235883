import { once } from 'node:events';
import { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipSync, strFromU8 } from 'fflate';
import yauzl from 'yauzl';
import { columnLetters, createXlsxStreamWriter, escapeXml, type XlsxValue } from './xlsx-stream-writer.js';

/** Writes rows through the writer into memory and returns the file's bytes. */
async function xlsxOf(
  columns: { header: string; width?: number }[],
  rows: XlsxValue[][],
  sheetName = 'Raport',
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const writer = createXlsxStreamWriter(output, { sheetName, columns });
  for (const row of rows) writer.addRow(row);
  await writer.drained();
  await writer.finish();
  return Buffer.concat(chunks);
}

async function readBack(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

it('names columns as spreadsheets do', () => {
  expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
    'A',
    'B',
    'Z',
    'AA',
    'AB',
    'AZ',
    'BA',
    'ZZ',
    'AAA',
  ]);
});

it('escapes markup and drops what XML cannot hold, keeping diacritics and emoji', () => {
  expect(escapeXml('Școala „Mihai Eminescu"')).toBe('Școala „Mihai Eminescu&quot;');
  expect(escapeXml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
  expect(escapeXml('tab\tline\nok\u0000\u0007\u001F\uFFFE')).toBe('tab\tline\nok');
  expect(escapeXml('Windows\r\nline')).toBe('Windows&#13;\nline');
  expect(escapeXml('reciclez ♻️ 🌱')).toBe('reciclez ♻️ 🌱');
  expect(escapeXml('lone \uD83C and \uDF31 halves')).toBe('lone  and  halves');
});

it('writes a sheet that reads back with its header, widths, name and every cell type', async () => {
  const when = new Date('2026-11-27T10:11:12.000Z');
  const bytes = await xlsxOf(
    [{ header: 'Data' }, { header: 'Elev', width: 30 }, { header: 'Puncte', width: 10 }, { header: 'Activ' }],
    [
      [when, 'Ana & <Ion> "Țurcanu"', 12.5, true],
      [null, undefined, Number.NaN, false],
      [new Date(Number.NaN), '', -3, null],
    ],
    'Istoric Activități',
  );
  const sheet = await readBack(bytes);
  expect(sheet.name).toBe('Istoric Activități');
  expect(sheet.getColumn(1).width).toBe(20);
  expect(sheet.getColumn(2).width).toBe(30);
  expect(sheet.getRow(1).values).toEqual([undefined, 'Data', 'Elev', 'Puncte', 'Activ']);
  const first = sheet.getRow(2).values as unknown[];
  expect((first[1] as Date).toISOString()).toBe(when.toISOString());
  expect(first.slice(2)).toEqual(['Ana & <Ion> "Țurcanu"', 12.5, true]);
  // Empty, missing, invalid and non-finite values leave the cell empty rather than writing "NaN".
  expect(sheet.getRow(3).values).toEqual([undefined, undefined, undefined, undefined, false]);
  expect(sheet.getRow(4).values).toEqual([undefined, undefined, undefined, -3]);
  expect(sheet.rowCount).toBe(4);
});

it('holds the parts a spreadsheet program needs, dates styled as dates', async () => {
  const files = unzipSync(new Uint8Array(await xlsxOf([{ header: 'Data' }], [[new Date(0)]])));
  expect(Object.keys(files).sort()).toEqual([
    '[Content_Types].xml',
    '_rels/.rels',
    'docProps/app.xml',
    'docProps/core.xml',
    'xl/_rels/workbook.xml.rels',
    'xl/styles.xml',
    'xl/workbook.xml',
    'xl/worksheets/sheet1.xml',
  ]);
  const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml']!);
  expect(sheetXml).toContain('<row r="2"><c r="A2" s="1"><v>25569</v></c></row>');
  expect(strFromU8(files['xl/styles.xml']!)).toContain('<xf numFmtId="14"');
});

it('writes rows larger than its buffer, and many rows in order', async () => {
  const long = 'ă'.repeat(120_000);
  const rows: XlsxValue[][] = [[0, long]];
  for (let i = 1; i <= 20_000; i++) rows.push([i, `Elev ${i}`]);
  const sheet = await readBack(await xlsxOf([{ header: 'Nr' }, { header: 'Text' }], rows));
  expect(sheet.rowCount).toBe(20_002);
  expect(sheet.getCell('B2').value).toBe(long);
  const numbers: unknown[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) numbers.push(row.getCell(1).value);
  });
  expect(numbers).toEqual(Array.from({ length: 20_001 }, (_, i) => i));
  expect(sheet.getCell('B20002').value).toBe('Elev 20000');
});

/** Each entry's CRC-32 as the zip's central directory records it (what Excel checks when it opens a file). */
async function recordedCrcs(zip: Buffer): Promise<Map<string, number>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const crcs = new Map<string, number>();
  file.on('entry', (entry: yauzl.Entry) => crcs.set(entry.fileName, entry.crc32));
  await once(file, 'end');
  return crcs;
}

it('records the CRC-32 of every part as its content has it (yazl patched to compute it natively)', async () => {
  const rows: XlsxValue[][] = Array.from({ length: 3_000 }, (_, i) => [i, `Școala ${i % 7}`, new Date(i)]);
  const bytes = await xlsxOf([{ header: 'Nr' }, { header: 'Școala' }, { header: 'Data' }], rows);
  const files = unzipSync(new Uint8Array(bytes));
  const crcs = await recordedCrcs(bytes);
  expect([...crcs.keys()].sort()).toEqual(Object.keys(files).sort());
  for (const [name, content] of Object.entries(files)) expect(crcs.get(name), name).toBe(crc32(content));
});
