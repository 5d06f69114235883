import { EditionsResponseSchema, type EditionsResponse } from '@platform/contracts';
import { api } from './api-slice.js';

/** GET /api/editions: every edition and the current one (for the tables' edition selector). */
export const editionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEditions: build.query<EditionsResponse, void>({
      query: () => ({ url: '/editions' }),
      transformResponse: (response: unknown) => EditionsResponseSchema.parse(response),
    }),
  }),
});

export const { useGetEditionsQuery } = editionsApi;
