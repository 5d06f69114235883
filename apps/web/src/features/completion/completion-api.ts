import {
  IDEMPOTENCY_HEADER,
  LessonSchema,
  MyLessonAnswersSchema,
  SubmitAnswerResponseSchema,
  type Lesson,
  type MyLessonAnswers,
  type SubmitAnswerInput,
  type SubmitAnswerResponse,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';
import { completionLessonPath, myLessonAnswersPath } from '../../shared/api/first-call-paths.js';

/**
 * Calls of the completion engine (spec 001 §7): the lesson (redacted for pupils by the server), the pupil's
 * latest attempt with its answers (resume), and one answer per slide. Preview never calls these twice:
 * see `use-completion-data.ts`.
 */
export const completionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompletionLesson: build.query<Lesson, number>({
      query: (id) => ({ url: completionLessonPath(id) }),
      transformResponse: (response: unknown) => LessonSchema.parse(response),
    }),
    getMyLessonAnswers: build.query<MyLessonAnswers, number>({
      query: (lessonId) => ({ url: myLessonAnswersPath(lessonId) }),
      transformResponse: (response: unknown) => MyLessonAnswersSchema.parse(response),
    }),
    submitAnswer: build.mutation<SubmitAnswerResponse, SubmitAnswerInput & { idempotencyKey?: string }>({
      // The key makes a repeat (retry, outbox, second tab) harmless: the server stores the answer once.
      query: ({ idempotencyKey, ...body }) => ({
        url: '/answers',
        method: 'POST',
        body,
        headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
      }),
      transformResponse: (response: unknown) => SubmitAnswerResponseSchema.parse(response),
      // A completed lesson changes the points in the sidebar.
      invalidatesTags: (result) => (result?.isLessonCompletedNow ? ['CurrentUser'] : []),
    }),
  }),
});

export const { useLazyGetCompletionLessonQuery, useLazyGetMyLessonAnswersQuery, useSubmitAnswerMutation } =
  completionApi;
