import ExcelJS from 'exceljs';
import type { TestApp } from '../../../test/test-app.js';

/** Downloads an export through GET /api/files/excel-reports and reads its first sheet back. */
export async function readExport(t: TestApp, email: string, url: string): Promise<string[][]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/files/excel-reports?url=${encodeURIComponent(url)}`,
    headers: await t.authAs(email),
  });
  if (response.statusCode !== 200)
    throw new Error(`export download failed: ${response.statusCode} ${response.body}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(
      Array.from((row.values as unknown[]).slice(1), (value) => value).map((value) =>
        value === null || value === undefined
          ? ''
          : String(value instanceof Date ? value.toISOString() : value),
      ),
    );
  });
  return rows;
}

/** An xlsx file as bytes, from a header row and data rows. */
export async function xlsxBytes(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Scoli');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
