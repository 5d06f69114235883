import { MyProgressSchema, type MyProgress } from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';
import { myProgressPath } from '../../shared/api/first-call-paths.js';

/** GET /api/dashboards/my-progress (ELEV): the pupil's progress in one call. */
export const pupilProgressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProgress: build.query<MyProgress, void>({
      query: () => ({ url: myProgressPath() }),
      transformResponse: (response: unknown) => MyProgressSchema.parse(response),
    }),
  }),
});

export const { useGetMyProgressQuery } = pupilProgressApi;
