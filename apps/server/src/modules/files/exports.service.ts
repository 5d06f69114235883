import { randomUUID } from 'node:crypto';
import { FILE_MESSAGES, type ExportProgress, type ExportResponse } from '@platform/contracts';
import { BadRequestError, NotFoundError } from '../../http/domain-errors.js';
import type { FileStorage } from './file-storage.js';
import type { ExportFileRow, FilesRepository } from './files.repository.js';
import { createXlsxStreamWriter, type XlsxValue } from './xlsx-stream-writer.js';

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

const EXPORT_URL = /^exports\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.xlsx$/;

/**
 * Streams report rows into an xlsx file (`createXlsxStreamWriter`: the sheet is deflated while rows arrive,
 * so memory stays flat), records who made it, and serves it back only to them.
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
    const writer = createXlsxStreamWriter(stream, {
      sheetName: request.sheetName ?? 'Raport',
      columns: request.columns,
    });
    let rowCount = 0;
    try {
      for await (const row of request.rows) {
        writer.addRow(request.columns.map((column) => column.value(row)));
        progress.rows = ++rowCount;
        // Let other requests in between rows: a million-row export must not hold the event loop for a batch.
        if (rowCount % 1_000 === 0) {
          await new Promise((resolve) => setImmediate(resolve));
          await writer.drained();
        }
      }
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
