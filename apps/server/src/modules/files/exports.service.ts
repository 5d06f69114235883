import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { FILE_MESSAGES, type ExportProgress, type ExportResponse } from '@platform/contracts';
import { BadRequestError, NotFoundError } from '../../http/domain-errors.js';
import type { FileStorage } from './file-storage.js';
import type { ExportFileRow, FilesRepository } from './files.repository.js';

export interface ExportColumn<Row> {
  header: string;
  width?: number;
  value(row: Row): string | number | boolean | Date | null | undefined;
}

export interface ExportRequest<Row> {
  ownerId: number;
  /** Download name without extension, e.g. `raport_utilizatori` (spec 001 §7). */
  fileName: string;
  sheetName?: string;
  columns: ExportColumn<Row>[];
  /** Rows in report order; fetched in batches by the caller so memory stays flat. */
  rows: AsyncIterable<Row>;
}

const EXPORT_URL = /^exports\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.xlsx$/;

/** Sheet XML the zip may hold before the export waits for it (a few thousand rows). */
const SHEET_BUFFER_LIMIT = 1 << 20;

/**
 * exceljs 4.4.0 writes a sheet through its StreamBuf into the PassThrough that archiver reads, about one
 * 64 kB chunk per turn of the event loop, and ignores that PassThrough's back-pressure: the sheet's XML piled
 * up there (50 MB per 100,000 rows; 560-830 MB of RSS for a million-row export). Waiting for it to drain
 * keeps the export's memory flat (docs/performance.md, "Where the export's memory and time go").
 */
async function sheetDrained(sheet: ExcelJS.Worksheet): Promise<void> {
  const zipInput = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
  const state = (zipInput as unknown as { _writableState?: { length: number; destroyed?: boolean } })
    ?._writableState;
  if (!zipInput || !state) return;
  while (state.length > SHEET_BUFFER_LIMIT && !state.destroyed) await once(zipInput, 'drain');
}

/**
 * Streams report rows into an xlsx file (exceljs WorkbookWriter, no styles or shared strings, so
 * memory stays flat), records who made it, and serves it back only to them.
 */
export function createExportsService(deps: { filesRepository: FilesRepository; storage: FileStorage }) {
  // Exports being written by this process, for the progress the report pages show. In memory: a page polls
  // while its own export request is open, and only the owner may read it (see docs/decisions.md, issue 10).
  const running = new Map<string, { ownerId: number; fileName: string; rows: number; startedAt: number }>();
  async function writeExport<Row>(
    id: string,
    request: ExportRequest<Row>,
    progress: { rows: number },
  ): Promise<ExportResponse> {
    const storageKey = `${id}.xlsx`;
    const { stream, done } = await deps.storage.createWriteStream(storageKey);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(request.sheetName ?? 'Raport');
    sheet.columns = request.columns.map((column, index) => ({
      header: column.header,
      key: `c${index}`,
      width: column.width ?? 20,
    }));
    let rowCount = 0;
    for await (const row of request.rows) {
      sheet.addRow(request.columns.map((column) => column.value(row) ?? null)).commit();
      progress.rows = ++rowCount;
      // Let other requests in between rows: a million-row export must not hold the event loop for a batch.
      if (rowCount % 1_000 === 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await sheetDrained(sheet);
      }
    }
    sheet.commit();
    await workbook.commit();
    const size = await done();
    const fileName = `${request.fileName}.xlsx`;
    await deps.filesRepository.insertExport({
      id,
      ownerId: request.ownerId,
      kind: request.fileName,
      fileName,
      storageKey,
      rowCount,
      size,
    });
    return { url: `exports/${id}.xlsx`, fileName };
  }

  return {
    /** The caller's exports still being written by this process. */
    progressOf(ownerId: number): ExportProgress {
      const now = performance.now();
      return {
        exports: [...running.values()]
          .filter((entry) => entry.ownerId === ownerId)
          .map((entry) => ({
            fileName: `${entry.fileName}.xlsx`,
            rows: entry.rows,
            seconds: Math.round((now - entry.startedAt) / 100) / 10,
          })),
      };
    },

    async exportRows<Row>(request: ExportRequest<Row>): Promise<ExportResponse> {
      const id = randomUUID();
      const progress = {
        ownerId: request.ownerId,
        fileName: request.fileName,
        rows: 0,
        startedAt: performance.now(),
      };
      running.set(id, progress);
      try {
        return await writeExport(id, request, progress);
      } finally {
        running.delete(id);
      }
    },

    /** The export behind a URL the caller got from an export; 400 for any other URL, 404 if not theirs. */
    async openOwnExport(
      url: string,
      callerId: number,
    ): Promise<{ row: ExportFileRow; stream: NodeJS.ReadableStream }> {
      const id = EXPORT_URL.exec(url.trim())?.[1];
      if (!id)
        throw new BadRequestError(FILE_MESSAGES.invalidExportUrl, { url: FILE_MESSAGES.invalidExportUrl });
      const row = await deps.filesRepository.findExport(id);
      if (!row || row.ownerId !== callerId) throw new NotFoundError(FILE_MESSAGES.exportNotFound);
      return { row, stream: await deps.storage.read(row.storageKey) };
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
