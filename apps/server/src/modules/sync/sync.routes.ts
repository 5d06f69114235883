import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RowIdParamSchema, SlideMigrationReportSchema, SyncLessonResponseSchema } from '@platform/contracts';
import { allow } from '../../http/route-access.js';
import { LESSON_ROLES } from '../lessons/lesson-roles.js';
import type { SyncService } from './sync.service.js';

const tags = ['sync'];

/** /api/sync: re-scoring and the slide migration dry run (SYNC machine account and ADMIN). */
export function syncRoutes(deps: { syncService: SyncService }): FastifyPluginAsyncZod {
  const { syncService } = deps;
  return async (app) => {
    app.post(
      '/api/sync/lessons/:lessonId',
      {
        config: allow(LESSON_ROLES.sync, { enabledOnly: true }),
        schema: {
          tags,
          summary: "Re-score a lesson's answers with the current plugin code (idempotent)",
          params: z.object({ lessonId: RowIdParamSchema }),
          response: { 200: SyncLessonResponseSchema },
        },
      },
      (request) => syncService.syncLesson(request.params.lessonId),
    );
    app.get(
      '/api/sync/slides/migrations',
      {
        config: allow(LESSON_ROLES.sync, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'Dry run of the slide data migrations: what would migrate and each slide that cannot',
          response: { 200: SlideMigrationReportSchema },
        },
      },
      () => syncService.dryRunMigrations(),
    );
  };
}
