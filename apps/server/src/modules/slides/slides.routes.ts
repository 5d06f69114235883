import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DefaultOptionSchema,
  DefaultSlideSchema,
  NumericIdParamsSchema,
  SlideDefaultQuerySchema,
  SlideResponseSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import type { LessonsService } from '../lessons/lessons.service.js';
import { LESSON_ROLES } from '../lessons/lesson-roles.js';

const tags = ['slides'];

/** /api/slides and /api/options (spec 001 §7). */
export function slidesRoutes(deps: { lessonsService: LessonsService }): FastifyPluginAsyncZod {
  const { lessonsService } = deps;
  return async (app) => {
    app.get(
      '/api/slides/default',
      {
        config: allow(LESSON_ROLES.edit, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'A new slide of a type with its plugin defaults',
          querystring: SlideDefaultQuerySchema,
          response: { 200: DefaultSlideSchema },
        },
      },
      (request) => lessonsService.defaultSlide(request.query.type),
    );
    app.get(
      '/api/slides/:id',
      {
        config: allow(LESSON_ROLES.view, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'One slide (redacted for pupils)',
          params: NumericIdParamsSchema,
          response: { 200: SlideResponseSchema },
        },
      },
      (request) => lessonsService.getSlide(requireUser(request), request.params.id),
    );
    app.get(
      '/api/options/default',
      {
        config: allow(LESSON_ROLES.edit, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'A new answer option of a QUESTION slide',
          response: { 200: DefaultOptionSchema },
        },
      },
      () => lessonsService.defaultOption(),
    );
  };
}
