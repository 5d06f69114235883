import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MultipartFile } from '@fastify/multipart';
import {
  ApiErrorSchema,
  LESSON_PACKAGE_MAX_BYTES,
  LESSON_PACKAGE_MESSAGES,
  LessonImportQuerySchema,
  LessonImportResultSchema,
  NumericIdParamsSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import { LessonPackageRefusedError, type LessonPackageService } from './lesson-package.service.js';
import { LESSON_ROLES } from './lesson-roles.js';

const tags = ['lessons'];
const contentDisposition = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

async function readPackage(file: MultipartFile | undefined): Promise<Uint8Array | undefined> {
  if (!file) return undefined;
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new LessonPackageRefusedError(LESSON_PACKAGE_MESSAGES.tooLarge);
    throw error;
  }
}

/** GET /api/lessons/{id}/export and POST /api/lessons/import (issue 16): lesson packages, staff only. */
export function lessonPackageRoutes(deps: {
  lessonPackageService: LessonPackageService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/lessons/:id/export',
      {
        config: allow(LESSON_ROLES.edit, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'Export a lesson as one .zip (application/zip): lesson.json and the files it references',
          params: NumericIdParamsSchema,
        },
      },
      async (request, reply) => {
        const { fileName, bytes } = await deps.lessonPackageService.exportLesson(request.params.id);
        return reply
          .type('application/zip')
          .header('content-disposition', contentDisposition(fileName))
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );
    app.post(
      '/api/lessons/import',
      {
        config: allow(LESSON_ROLES.edit, { enabledOnly: true }),
        schema: {
          tags,
          summary:
            'Import a lesson package (multipart field `file`, max 20 MB); `dryRun=true` only reports. The lesson starts hidden',
          consumes: ['multipart/form-data'],
          querystring: LessonImportQuerySchema,
          response: { 200: LessonImportResultSchema, 201: LessonImportResultSchema, 422: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const bytes = request.isMultipart()
          ? await readPackage(
              await request.file({ limits: { fileSize: LESSON_PACKAGE_MAX_BYTES, files: 1 } }),
            )
          : undefined;
        const result = await deps.lessonPackageService.importLesson(user, bytes, {
          dryRun: request.query.dryRun,
        });
        return reply.status(result.dryRun ? 200 : 201).send(result);
      },
    );
  };
}
