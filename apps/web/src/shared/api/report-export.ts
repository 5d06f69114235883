import {
  ExportProgressSchema,
  ExportResponseSchema,
  type ExportProgress,
  type ExportResponse,
} from '@platform/contracts';
import { saveBlob } from '../files/save-blob.js';
import { api } from './api-slice.js';

/**
 * Report exports (spec 001 §7): the report endpoint with `export=xlsx` answers `{ url, fileName }`, the file
 * comes from GET /api/files/excel-reports?url=… as a blob and is saved by the browser.
 */
export const reportExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportReport: build.mutation<null, { path: string; query: Record<string, string | number | string[]> }>({
      async queryFn({ path, query }, _api, _extra, baseQuery) {
        const created = await baseQuery({ url: path, params: { ...query, export: 'xlsx' } });
        if (created.error) return { error: created.error };
        const exported: ExportResponse = ExportResponseSchema.parse(created.data);
        const file = await baseQuery({
          url: '/files/excel-reports',
          params: { url: exported.url },
          responseHandler: (response) => response.blob(),
        });
        if (file.error) return { error: file.error };
        saveBlob(file.data as Blob, exported.fileName);
        return { data: null };
      },
    }),
    /** Rows written so far by the caller's running exports (polled while an export request is open). */
    exportProgress: build.query<ExportProgress, void>({
      query: () => ({ url: '/files/excel-reports/progress' }),
      transformResponse: (data: unknown) => ExportProgressSchema.parse(data),
    }),
  }),
});

export const { useExportReportMutation, useLazyExportProgressQuery } = reportExportApi;
