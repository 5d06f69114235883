import { ClassProgressSchema, type ClassProgress } from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** GET /api/dashboards/class-progress (PROFESOR): the whole grid and the school's points in one call. */
export const classProgressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClassProgress: build.query<ClassProgress, void>({
      query: () => ({ url: '/dashboards/class-progress' }),
      transformResponse: (response: unknown) => ClassProgressSchema.parse(response),
    }),
  }),
});

export const { useGetClassProgressQuery } = classProgressApi;
