import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { createLocalFileStorage, type FileStorage } from './file-storage.js';
import type { FilesRepository } from './files.repository.js';
import { createExportsService } from './exports.service.js';

/**
 * The export streams: the file grows while rows arrive. exceljs 4.4.0 ignored the back-pressure of the zip's
 * input, so its output trailed far behind (under 1 % of the file when the last row was written; the rest waited
 * in memory until the workbook committed). Not a timing test: it compares bytes at two points of one run.
 */
const ROWS = 40_000;
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'exports-service-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Local storage whose write stream counts the bytes it has been handed. */
function countingStorage(inner: FileStorage, counter: { bytes: number }): FileStorage {
  return {
    ...inner,
    async createWriteStream(key) {
      const target = await inner.createWriteStream(key);
      const counting = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          counter.bytes += chunk.length;
          target.stream.write(chunk, callback);
        },
        final(callback) {
          target.stream.end(callback);
        },
      });
      return { stream: counting, done: target.done };
    },
  };
}

it('writes the file while rows arrive, and the file reads back whole', async () => {
  const counter = { bytes: 0 };
  const storage = countingStorage(createLocalFileStorage(root), counter);
  const stored: { storageKey?: string; rowCount?: number } = {};
  const filesRepository = {
    async insertExport(values: { storageKey: string; rowCount: number }) {
      Object.assign(stored, values);
      return values;
    },
  } as unknown as FilesRepository;
  const service = createExportsService({ filesRepository, storage });
  let bytesAtLastRow = 0;
  async function* rows() {
    for (let i = 1; i <= ROWS; i++) {
      if (i === ROWS) bytesAtLastRow = counter.bytes;
      yield { id: i, name: `Elev Popescu ${i}`, school: `Școala Gimnazială nr. ${i % 500}, Cluj-Napoca` };
    }
  }
  await service.exportRows({
    ownerId: 1,
    fileName: 'raport_test',
    columns: [
      { header: 'Nr', value: (row) => row.id },
      { header: 'Nume', value: (row) => row.name },
      { header: 'Școala', value: (row) => row.school },
    ],
    rows: rows(),
  });

  const file = path.join(root, stored.storageKey!);
  const size = statSync(file).size;
  expect(stored.rowCount).toBe(ROWS);
  expect(bytesAtLastRow).toBeGreaterThan(size / 3);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(ROWS + 1);
  expect(sheet.getRow(ROWS + 1).values).toEqual([
    undefined,
    ROWS,
    `Elev Popescu ${ROWS}`,
    `Școala Gimnazială nr. ${ROWS % 500}, Cluj-Napoca`,
  ]);
});

it('leaves no file and records nothing when the rows fail midway', async () => {
  const folder = mkdtempSync(path.join(root, 'failed-'));
  const storage = createLocalFileStorage(folder);
  const inserted: unknown[] = [];
  const filesRepository = {
    async insertExport(values: unknown) {
      inserted.push(values);
      return values;
    },
  } as unknown as FilesRepository;
  const service = createExportsService({ filesRepository, storage });
  async function* rows() {
    for (let i = 1; i <= 5_000; i++) yield { id: i };
    throw new Error('connection lost');
  }
  await expect(
    service.exportRows({
      ownerId: 1,
      fileName: 'raport_test',
      columns: [{ header: 'Nr', value: (row) => row.id }],
      rows: rows(),
    }),
  ).rejects.toThrow('connection lost');
  expect(inserted).toEqual([]);
  expect(readdirSync(folder)).toEqual([]);
  expect(service.progressOf(1).exports).toEqual([]);
});
