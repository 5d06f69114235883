import { useCallback } from 'react';
import { TABLE_MESSAGES } from '../messages/table-messages.js';
import { notify } from '../toasts/notify.js';
import { readApiError } from './api-error.js';
import { useExportReportMutation } from './report-export.js';

type ReportQuery = Record<string, string | number | string[]>;

/** The Export button of a report: downloads the file for the current filter, or toasts the failure. */
export function useReportExport(path: string, query: ReportQuery): () => Promise<void> {
  const [exportReport] = useExportReportMutation();
  return useCallback(async () => {
    try {
      await exportReport({ path, query }).unwrap();
    } catch (error) {
      notify.error(readApiError(error, TABLE_MESSAGES.exportFailed).message);
    }
  }, [exportReport, path, query]);
}
