import { randomUUID } from 'node:crypto';
import { FILE_MESSAGES, type ExportProgress, type ExportResponse } from '@platform/contracts';
import { BadRequestError, NotFoundError } from '../../http/domain-errors.js';
import type { FileStorage } from './file-storage.js';
import type { ExportFileRow, FilesRepository } from './files.repository.js';
import type { SheetRowsChunk } from './sheet-rows-binary.js';
import {
  createXlsxStreamWriter,
  type XlsxColumn,
  type XlsxStreamWriter,
  type XlsxValue,
} from './xlsx-stream-writer.js';

export interface ExportColumn<Row> {
  header: string;
  width?: number;
  value(row: Row): XlsxValue;
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

/** An export whose rows come as sheet XML straight from one query (sheet-rows-sql.ts): a million answers. */
export interface SheetRowsExportRequest {
  ownerId: number;
  fileName: string;
  sheetName?: string;
  columns: XlsxColumn[];
  /** The sheet's rows after the header, numbered from 2, in report order. */
  sheetRows: AsyncIterable<SheetRowsChunk>;
}

type ExportHead = Pick<SheetRowsExportRequest, 'ownerId' | 'fileName' | 'sheetName' | 'columns'>;

/** Writes the rows into the sheet and counts them in `progress.rows`; resolves with the row count. */
type FillSheet = (writer: XlsxStreamWriter, progress: { rows: number }) => Promise<number>;

function fillFromRows<Row>(request: ExportRequest<Row>): FillSheet {
  return async (writer, progress) => {
    let rowCount = 0;
    for await (const row of request.rows) {
      writer.addRow(request.columns.map((column) => column.value(row)));
      progress.rows = ++rowCount;
      // Let other requests in between rows: a million-row export must not hold the event loop for a batch.
      if (rowCount % 1_000 === 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await writer.drained();
      }
    }
    return rowCount;
  };
}

function fillFromSheetRows(request: SheetRowsExportRequest): FillSheet {
  return async (writer, progress) => {
    let rowCount = 0;
    for await (const chunk of request.sheetRows) {
      writer.addRowsXml(chunk.bytes);
      progress.rows = rowCount += chunk.rows;
      await writer.drained();
    }
    return rowCount;
  };
}

const EXPORT_URL = /^exports\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.xlsx$/;

/**
 * Streams report rows into an xlsx file (`createXlsxStreamWriter`: the sheet is deflated while rows arrive,
 * so memory stays flat), records who made it, and serves it back only to them.
 */
export function createExportsService(deps: { filesRepository: FilesRepository; storage: FileStorage }) {
  // Exports being written by this process, for the progress the report pages show. In memory: a page polls
  // while its own export request is open, and only the owner may read it (see docs/decisions.md, issue 10).
  const running = new Map<string, { ownerId: number; fileName: string; rows: number; startedAt: number }>();
  async function writeExport(
    id: string,
    request: ExportHead,
    fill: FillSheet,
    progress: { rows: number },
  ): Promise<ExportResponse> {
    const storageKey = `${id}.xlsx`;
    const { stream, done } = await deps.storage.createWriteStream(storageKey);
    const writer = createXlsxStreamWriter(stream, {
      sheetName: request.sheetName ?? 'Raport',
      columns: request.columns,
    });
    let rowCount: number;
    try {
      rowCount = await fill(writer, progress);
      await writer.finish();
    } catch (error) {
      // A failed query or a closed connection must not leave half a file that nobody will ever download.
      writer.abort();
      await deps.storage.remove(storageKey).catch(() => undefined);
      throw error;
    }
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

  /** Writes one export while it is listed among the running ones, for the progress the pages poll. */
  async function runExport(request: ExportHead, fill: FillSheet): Promise<ExportResponse> {
    const id = randomUUID();
    const progress = {
      ownerId: request.ownerId,
      fileName: request.fileName,
      rows: 0,
      startedAt: performance.now(),
    };
    running.set(id, progress);
    try {
      return await writeExport(id, request, fill, progress);
    } finally {
      running.delete(id);
    }
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

    exportRows<Row>(request: ExportRequest<Row>): Promise<ExportResponse> {
      return runExport(request, fillFromRows(request));
    },

    exportSheetRows(request: SheetRowsExportRequest): Promise<ExportResponse> {
      return runExport(request, fillFromSheetRows(request));
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
