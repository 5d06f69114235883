import {
  LessonListSchema,
  LessonSchema,
  type Lesson,
  type LessonSummary,
  type LessonType,
  type LessonVisibilityInput,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';
import { lessonListPath } from '../../shared/api/first-call-paths.js';

/** Calls of the lesson lists (spec 001 §7): list by type, hide/show (optimistic), duplicate. */
export const lessonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLessons: build.query<LessonSummary[], LessonType>({
      // No isHidden filter: the server gives ADMIN and DBEST everything and the others visible ones only.
      query: (type) => ({ url: lessonListPath(), params: { type } }),
      transformResponse: (response: unknown) => LessonListSchema.parse(response),
    }),
    setLessonVisibility: build.mutation<Lesson, LessonVisibilityInput & { type: LessonType }>({
      query: ({ id, isHidden }) => ({ url: `/lessons/${id}/hide`, method: 'PATCH', body: { id, isHidden } }),
      transformResponse: (response: unknown) => LessonSchema.parse(response),
      // Optimistic: the badge flips at once and flips back if the server refuses (spec 001 §4, §8).
      async onQueryStarted({ id, isHidden, type }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          lessonsApi.util.updateQueryData('listLessons', type, (lessons) => {
            const lesson = lessons.find((item) => item.id === id);
            if (lesson) lesson.isHidden = isHidden;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    duplicateLesson: build.mutation<Lesson, number>({
      query: (id) => ({ url: `/lessons/${id}/duplicate`, method: 'POST' }),
      transformResponse: (response: unknown) => LessonSchema.parse(response),
    }),
  }),
});

export const { useListLessonsQuery, useSetLessonVisibilityMutation, useDuplicateLessonMutation } = lessonsApi;
