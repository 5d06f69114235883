import { MyProgressSchema, type MyProgress } from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** GET /api/dashboards/my-progress (ELEV): the pupil's progress in one call. */
export const pupilProgressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProgress: build.query<MyProgress, void>({
      query: () => ({ url: '/dashboards/my-progress' }),
      transformResponse: (response: unknown) => MyProgressSchema.parse(response),
    }),
  }),
});

export const { useGetMyProgressQuery } = pupilProgressApi;
