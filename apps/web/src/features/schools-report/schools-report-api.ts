import { SchoolsReportPageSchema, type Page, type SchoolReportRow } from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** GET /api/schools/report (DBEST, ADMIN): filtered, sorted and paged on the server. */
export const schoolsReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSchoolsReport: build.query<Page<SchoolReportRow>, Record<string, string | number>>({
      query: (params) => ({ url: '/schools/report', params }),
      transformResponse: (response: unknown) => SchoolsReportPageSchema.parse(response),
    }),
  }),
});

export const { useGetSchoolsReportQuery } = schoolsReportApi;
