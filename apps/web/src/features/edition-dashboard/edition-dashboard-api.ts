import {
  EditionDashboardSchema,
  type EditionDashboard,
  type EditionDashboardQuery,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** GET /api/dashboards/edition (ADMIN, DBEST): every figure of the 'Sumar' in one call. */
export const editionDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEditionDashboard: build.query<EditionDashboard, EditionDashboardQuery>({
      query: (params) => ({ url: '/dashboards/edition', params }),
      transformResponse: (response: unknown) => EditionDashboardSchema.parse(response),
    }),
  }),
});

export const { useGetEditionDashboardQuery } = editionDashboardApi;
