import {
  LessonSchema,
  type CreateLessonInput,
  type Lesson,
  type UpdateLessonInput,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** Calls of the lesson editor (spec 001 §7): read a lesson with full slide data, create, update. */
export const lessonEditorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEditorLesson: build.query<Lesson, number>({
      query: (id) => ({ url: `/lessons/${id}` }),
      transformResponse: (response: unknown) => LessonSchema.parse(response),
    }),
    createLesson: build.mutation<Lesson, CreateLessonInput>({
      query: (body) => ({ url: '/lessons', method: 'POST', body }),
      transformResponse: (response: unknown) => LessonSchema.parse(response),
    }),
    updateLesson: build.mutation<Lesson, UpdateLessonInput>({
      query: (body) => ({ url: '/lessons', method: 'PATCH', body }),
      transformResponse: (response: unknown) => LessonSchema.parse(response),
    }),
  }),
});

export const { useGetEditorLessonQuery, useCreateLessonMutation, useUpdateLessonMutation } = lessonEditorApi;
