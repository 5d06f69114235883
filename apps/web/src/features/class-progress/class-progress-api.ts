import { ClassProgressSchema, type ClassProgress, type ClassProgressQuery } from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/**
 * GET /api/dashboards/class-progress (PROFESOR): one class's grid (or a small school's whole grid), the
 * school's classes and its points, in one call.
 */
export const classProgressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClassProgress: build.query<ClassProgress, ClassProgressQuery>({
      query: (params) => ({ url: '/dashboards/class-progress', params }),
      transformResponse: (response: unknown) => ClassProgressSchema.parse(response),
    }),
  }),
});

export const { useGetClassProgressQuery } = classProgressApi;
