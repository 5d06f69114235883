import { ProfileSchema, type Profile, type UpdateProfileInput } from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';
import { profilePath } from '../../shared/api/first-call-paths.js';

/** GET and PATCH /api/users/profile (spec 000 §7). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the access token, so the profile reloads whenever the session changes. */
    getProfile: build.query<Profile, string>({
      query: () => ({ url: profilePath() }),
      transformResponse: (response: unknown) => ProfileSchema.parse(response),
      providesTags: ['CurrentUser'],
    }),
    updateProfile: build.mutation<Profile, UpdateProfileInput>({
      query: (body) => ({ url: '/users/profile', method: 'PATCH', body }),
      transformResponse: (response: unknown) => ProfileSchema.parse(response),
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
