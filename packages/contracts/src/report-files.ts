import { z } from 'zod';
import { FILE_MESSAGES } from './files.js';

// Report exports' files, apart from files.ts (uploads, which pupils use): staff pages alone build these.

/** GET /api/files/excel-reports?url=... : the `url` a report export returned. */
export const ExcelReportQuerySchema = z.object({
  url: z.string({ error: FILE_MESSAGES.invalidExportUrl }).min(1, FILE_MESSAGES.invalidExportUrl).max(500),
});
export type ExcelReportQuery = z.infer<typeof ExcelReportQuerySchema>;

/** The caller's exports still being written: rows written so far, so a large export can show progress. */
export const ExportProgressSchema = z.object({
  exports: z.array(z.object({ fileName: z.string(), rows: z.number().int(), seconds: z.number() })),
});
export type ExportProgress = z.infer<typeof ExportProgressSchema>;
