import {
  MessageResponseSchema,
  OwnSchoolRequestSchema,
  SchoolRequestSchema,
  SchoolSchema,
  type School,
  type MessageResponse,
  type ParentalApprovalInput,
  type ParticipationInput,
  type SchoolFormInput,
  type SchoolRequest,
  type SubmitSchoolRequestInput,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** Calls of the account flows: parental approval, school request, participation, school update. */
export const accountFlowsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveParentalApproval: build.mutation<unknown, ParentalApprovalInput>({
      query: (body) => ({ url: '/users/signature', method: 'PATCH', body }),
      invalidatesTags: ['CurrentUser'],
    }),
    getOwnSchoolRequest: build.query<SchoolRequest | null, void>({
      query: () => ({ url: '/school-requests/own' }),
      transformResponse: (response: unknown) => OwnSchoolRequestSchema.parse(response),
    }),
    submitSchoolRequest: build.mutation<SchoolRequest, SubmitSchoolRequestInput>({
      query: (body) => ({ url: '/school-requests', method: 'POST', body }),
      transformResponse: (response: unknown) => SchoolRequestSchema.parse(response),
      invalidatesTags: ['CurrentUser'],
    }),
    correctOwnSchoolRequest: build.mutation<SchoolRequest, SubmitSchoolRequestInput>({
      query: (body) => ({ url: '/school-requests/own', method: 'PATCH', body }),
      transformResponse: (response: unknown) => SchoolRequestSchema.parse(response),
    }),
    confirmParticipation: build.mutation<MessageResponse, ParticipationInput>({
      query: (body) => ({ url: '/school-requests/participation', method: 'POST', body }),
      transformResponse: (response: unknown) => MessageResponseSchema.parse(response),
      invalidatesTags: ['CurrentUser'],
    }),
    getOwnSchool: build.query<School, void>({
      query: () => ({ url: '/schools/own' }),
      transformResponse: (response: unknown) => SchoolSchema.parse(response),
    }),
    updateSchoolDetails: build.mutation<unknown, SchoolFormInput>({
      query: (body) => ({ url: '/school-requests/school-details', method: 'PATCH', body }),
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const {
  useSaveParentalApprovalMutation,
  useGetOwnSchoolRequestQuery,
  useSubmitSchoolRequestMutation,
  useCorrectOwnSchoolRequestMutation,
  useConfirmParticipationMutation,
  useUpdateSchoolDetailsMutation,
  useGetOwnSchoolQuery,
} = accountFlowsApi;
