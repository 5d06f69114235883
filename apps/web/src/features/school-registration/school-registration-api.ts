import {
  CountiesSchema,
  MessageResponseSchema,
  OwnSchoolRequestSchema,
  SchoolRequestSchema,
  SchoolSchema,
  type MessageResponse,
  type ParticipationInput,
  type School,
  type SchoolFormInput,
  type SchoolRequest,
  type SubmitSchoolRequestInput,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** A teacher's school registration calls: counties, own request, own school, confirmation. */
export const schoolRegistrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCounties: build.query<string[], void>({
      query: () => ({ url: '/schools/counties' }),
      transformResponse: (response: unknown) => CountiesSchema.parse(response),
    }),
    getOwnSchoolRequest: build.query<SchoolRequest | null, void>({
      query: () => ({ url: '/school-requests/own' }),
      transformResponse: (response: unknown) => OwnSchoolRequestSchema.parse(response),
    }),
    getOwnSchool: build.query<School, void>({
      query: () => ({ url: '/schools/own' }),
      transformResponse: (response: unknown) => SchoolSchema.parse(response),
    }),
    submitSchoolRequest: build.mutation<SchoolRequest, SubmitSchoolRequestInput>({
      query: (body) => ({ url: '/school-requests', method: 'POST', body }),
      transformResponse: (response: unknown) => SchoolRequestSchema.parse(response),
    }),
    correctSchoolRequest: build.mutation<SchoolRequest, SubmitSchoolRequestInput>({
      query: (body) => ({ url: '/school-requests/own', method: 'PATCH', body }),
      transformResponse: (response: unknown) => SchoolRequestSchema.parse(response),
    }),
    updateSchoolDetails: build.mutation<School, SchoolFormInput>({
      query: (body) => ({ url: '/school-requests/school-details', method: 'PATCH', body }),
      transformResponse: (response: unknown) => SchoolSchema.parse(response),
    }),
    confirmParticipation: build.mutation<MessageResponse, ParticipationInput>({
      query: (body) => ({ url: '/school-requests/participation', method: 'POST', body }),
      transformResponse: (response: unknown) => MessageResponseSchema.parse(response),
    }),
  }),
});

export const {
  useGetCountiesQuery,
  useGetOwnSchoolRequestQuery,
  useGetOwnSchoolQuery,
  useSubmitSchoolRequestMutation,
  useCorrectSchoolRequestMutation,
  useUpdateSchoolDetailsMutation,
  useConfirmParticipationMutation,
} = schoolRegistrationApi;
