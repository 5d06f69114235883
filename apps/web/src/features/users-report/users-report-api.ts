import {
  PhoneCallNoteInputSchema,
  UsersPageSchema,
  type Page,
  type PhoneCallNoteInput,
  type User,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** GET /api/users/report and PATCH /api/users/{id}/phone-call-note (ADMIN). */
export const usersReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsersReport: build.query<Page<User>, Record<string, string | number>>({
      query: (params) => ({ url: '/users/report', params }),
      transformResponse: (response: unknown) => UsersPageSchema.parse(response),
    }),
    savePhoneCallNote: build.mutation<unknown, { id: number } & PhoneCallNoteInput>({
      query: ({ id, ...body }) => ({
        url: `/users/${id}/phone-call-note`,
        method: 'PATCH',
        body: PhoneCallNoteInputSchema.parse(body),
      }),
    }),
  }),
});

export const { useGetUsersReportQuery, useSavePhoneCallNoteMutation } = usersReportApi;
