import { SchoolStatusPageSchema, type Page, type SchoolStatusRow } from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** GET /api/schools/status-report (DBEST, ADMIN): the schools of one edition with kg, points and counts. */
export const editionReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSchoolStatusReport: build.query<Page<SchoolStatusRow>, Record<string, string | number>>({
      query: (params) => ({ url: '/schools/status-report', params }),
      transformResponse: (response: unknown) => SchoolStatusPageSchema.parse(response),
    }),
  }),
});

export const { useGetSchoolStatusReportQuery } = editionReportApi;
