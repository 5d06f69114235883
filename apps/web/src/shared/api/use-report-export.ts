import { useCallback } from 'react';
import { TABLE_MESSAGES } from '../messages/table-messages.js';
import { notify } from '../toasts/notify.js';
import { readApiError } from './api-error.js';
import { useExportReportMutation, useLazyExportProgressQuery } from './report-export.js';

type ReportQuery = Record<string, string | number | string[]>;

/** How often a running export's progress is asked for. */
const PROGRESS_INTERVAL_MS = 1_000;

/**
 * The Export button of a report: downloads the file for the current filter, or toasts the failure. While
 * the server writes the file (a million rows take a while), a pending toast shows the rows written so far.
 */
export function useReportExport(path: string, query: ReportQuery): () => Promise<void> {
  const [exportReport] = useExportReportMutation();
  const [readProgress] = useLazyExportProgressQuery();
  return useCallback(async () => {
    const toastId = notify.pending(TABLE_MESSAGES.exportRunning);
    const timer = setInterval(() => {
      void readProgress()
        .unwrap()
        .then(({ exports }) => {
          const rows = Math.max(0, ...exports.map((running) => running.rows));
          if (rows > 0) notify.progress(toastId, TABLE_MESSAGES.exportProgress(rows));
        })
        // Progress is a courtesy: a failed poll changes nothing, the export itself decides.
        .catch(() => undefined);
    }, PROGRESS_INTERVAL_MS);
    try {
      await exportReport({ path, query }).unwrap();
    } catch (error) {
      notify.error(readApiError(error, TABLE_MESSAGES.exportFailed).message);
    } finally {
      clearInterval(timer);
      notify.dismiss(toastId);
    }
  }, [exportReport, readProgress, path, query]);
}
