import {
  AnswerApprovalResponseSchema,
  AnswerReportPageSchema,
  DeleteAnswersResponseSchema,
  SlideResponseSchema,
  type AnswerApprovalInput,
  type AnswerApprovalResponse,
  type AnswerReportRow,
  type Page,
  type SlideResponse,
} from '@platform/contracts';
import type { z } from 'zod';
import { api } from '../../shared/api/api-slice.js';

/**
 * 'Istoric Activitati' calls (spec 001 §7): the report, approval (approve or reject with a reason), deletion of
 * a pupil's answers for a lesson in an edition, and the slide of an answer (full data, for the Review).
 * Approval and deletion change points, so the sidebar's current user is refetched.
 */
export const answersReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnswersReport: build.query<Page<AnswerReportRow>, Record<string, string | number>>({
      query: (params) => ({ url: '/lessons/answers/report', params }),
      transformResponse: (response: unknown) => AnswerReportPageSchema.parse(response),
    }),
    reviewAnswer: build.mutation<AnswerApprovalResponse, AnswerApprovalInput>({
      query: (body) => ({ url: `/lessons/answers/${body.id}/approval`, method: 'PATCH', body }),
      transformResponse: (response: unknown) => AnswerApprovalResponseSchema.parse(response),
      invalidatesTags: ['CurrentUser'],
    }),
    deletePupilAnswers: build.mutation<
      z.infer<typeof DeleteAnswersResponseSchema>,
      { userId: number; lessonId: number; editionId: number }
    >({
      query: ({ userId, lessonId, editionId }) => ({
        url: `/lessons/answers/users/${userId}/lessons/${lessonId}/editions/${editionId}`,
        method: 'DELETE',
      }),
      transformResponse: (response: unknown) => DeleteAnswersResponseSchema.parse(response),
      invalidatesTags: ['CurrentUser'],
    }),
    getAnswerSlide: build.query<SlideResponse, string>({
      query: (slideId) => ({ url: `/slides/${slideId}` }),
      transformResponse: (response: unknown) => SlideResponseSchema.parse(response),
    }),
  }),
});

export const {
  useGetAnswersReportQuery,
  useReviewAnswerMutation,
  useDeletePupilAnswersMutation,
  useGetAnswerSlideQuery,
} = answersReportApi;
