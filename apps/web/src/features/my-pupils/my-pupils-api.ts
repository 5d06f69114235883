import {
  UserSchema,
  UsersPageSchema,
  type Page,
  type UpdateActivationInput,
  type User,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** 'Elevii mei' (PROFESOR): the pupils of the teacher's school and their activation. */
export const myPupilsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyPupils: build.query<Page<User>, Record<string, string | number>>({
      query: (params) => ({ url: '/users/report', params: { ...params, role: 'ELEV' } }),
      transformResponse: (response: unknown) => UsersPageSchema.parse(response),
    }),
    updatePupilActivation: build.mutation<User, UpdateActivationInput>({
      query: (body) => ({ url: '/users/update-activation', method: 'PATCH', body }),
      transformResponse: (response: unknown) => UserSchema.parse(response),
    }),
  }),
});

export const { useGetMyPupilsQuery, useUpdatePupilActivationMutation } = myPupilsApi;
