import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateLessonInputSchema,
  LESSON_MESSAGES,
  LessonDefaultQuerySchema,
  LessonDefaultSchema,
  LessonListQuerySchema,
  LessonListSchema,
  LessonSchema,
  LessonTypesResponseSchema,
  LessonVisibilityInputSchema,
  NumericIdParamsSchema,
  UpdateLessonInputSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import type { LessonsService } from './lessons.service.js';
import { LESSON_ROLES } from './lesson-roles.js';

const tags = ['lessons'];
const saveConfig = allow(LESSON_ROLES.edit, {
  invalidInputMessage: LESSON_MESSAGES.lessonHasErrors,
  enabledOnly: true,
});

/** /api/lessons: list, read, author, hide, duplicate, delete; types and defaults (spec 001 §7). */
export function lessonsRoutes(deps: { lessonsService: LessonsService }): FastifyPluginAsyncZod {
  const { lessonsService } = deps;
  return async (app) => {
    app.get(
      '/api/lessons',
      {
        config: allow(LESSON_ROLES.view, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'Lessons of a type (hidden ones only for ADMIN, DBEST), with the caller attempt state',
          querystring: LessonListQuerySchema,
          response: { 200: LessonListSchema },
        },
      },
      (request) => lessonsService.list(requireUser(request), request.query),
    );
    app.post(
      '/api/lessons',
      {
        config: saveConfig,
        schema: {
          tags,
          summary: 'Create a lesson (validated by spec 001 §5 and the slide plugins)',
          body: CreateLessonInputSchema,
          response: { 201: LessonSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await lessonsService.create(requireUser(request), request.body)),
    );
    app.patch(
      '/api/lessons',
      {
        config: saveConfig,
        schema: {
          tags,
          summary: 'Save a lesson: metadata and the whole slide list',
          body: UpdateLessonInputSchema,
          response: { 200: LessonSchema },
        },
      },
      (request) => lessonsService.update(request.body),
    );
    app.get(
      '/api/lessons/types',
      {
        config: allow(LESSON_ROLES.view, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'Lesson types with features, limits and allowed slide types',
          response: { 200: LessonTypesResponseSchema },
        },
      },
      () => lessonsService.types(),
    );
    app.get(
      '/api/lessons/default',
      {
        config: allow(LESSON_ROLES.edit, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'An empty lesson draft of a type',
          querystring: LessonDefaultQuerySchema,
          response: { 200: LessonDefaultSchema },
        },
      },
      (request) => lessonsService.defaultLesson(request.query.type),
    );
    app.get(
      '/api/lessons/:id',
      {
        config: allow(LESSON_ROLES.view, { enabledOnly: true }),
        schema: {
          tags,
          summary:
            'A lesson with its slides; pupils get redacted slide data, unusable slides as placeholders',
          params: NumericIdParamsSchema,
          response: { 200: LessonSchema },
        },
      },
      (request) => lessonsService.get(requireUser(request), request.params.id),
    );
    app.delete(
      '/api/lessons/:id',
      {
        config: allow(LESSON_ROLES.edit, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'Delete a lesson with its slides and answers',
          params: NumericIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await lessonsService.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.patch(
      '/api/lessons/:id/hide',
      {
        config: allow(LESSON_ROLES.edit, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'Hide or show a lesson',
          params: NumericIdParamsSchema,
          body: LessonVisibilityInputSchema,
          response: { 200: LessonSchema },
        },
      },
      (request) => lessonsService.setVisibility(request.params.id, request.body),
    );
    app.post(
      '/api/lessons/:id/duplicate',
      {
        config: allow(LESSON_ROLES.edit, { enabledOnly: true }),
        schema: {
          tags,
          summary: "Duplicate as a hidden copy titled '… (Copie)'",
          params: NumericIdParamsSchema,
          response: { 201: LessonSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await lessonsService.duplicate(requireUser(request), request.params.id)),
    );
  };
}
