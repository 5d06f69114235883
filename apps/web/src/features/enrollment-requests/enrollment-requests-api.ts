import {
  SchoolRequestSchema,
  SchoolRequestsPageSchema,
  type Page,
  type SchoolRequest,
  type SchoolRequestApprovalInput,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** 'Cereri Inscrieri' (ADMIN): the requests report and the approve/reject decision. */
export const enrollmentRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSchoolRequests: build.query<Page<SchoolRequest>, Record<string, string | number>>({
      query: (params) => ({ url: '/school-requests/report', params }),
      transformResponse: (response: unknown) => SchoolRequestsPageSchema.parse(response),
    }),
    decideSchoolRequest: build.mutation<SchoolRequest, { id: number } & SchoolRequestApprovalInput>({
      query: ({ id, ...body }) => ({ url: `/school-requests/${id}/approval`, method: 'PATCH', body }),
      transformResponse: (response: unknown) => SchoolRequestSchema.parse(response),
    }),
  }),
});

export const { useGetSchoolRequestsQuery, useDecideSchoolRequestMutation } = enrollmentRequestsApi;
