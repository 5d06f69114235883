import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExcelReportQuerySchema,
  ExportProgressSchema,
  FILE_MESSAGES,
  UploadQuerySchema,
  UploadResponseSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import { readMultipartFile } from '../../http/multipart-upload.js';
import type { FilesService } from './files.service.js';
import type { ExportsService } from './exports.service.js';

const tags = ['files'];
const contentDisposition = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

export function filesRoutes(deps: {
  filesService: FilesService;
  exportsService: ExportsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/files/upload',
      {
        config: allow(['ELEV', 'PROFESOR', 'ADMIN', 'DBEST', 'LOGISTIC']),
        schema: {
          tags,
          summary:
            'Upload a file (multipart field `file`); images, PDF where the category allows it; max 10 MB',
          consumes: ['multipart/form-data'],
          querystring: UploadQuerySchema,
          response: { 201: UploadResponseSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const file = await readMultipartFile(request);
        return reply.status(201).send(await deps.filesService.upload(user, request.query.folder, file));
      },
    );
    app.get(
      '/api/files/excel-reports/progress',
      {
        config: allow(['ADMIN', 'DBEST', 'LOGISTIC']),
        schema: {
          tags,
          summary: 'Rows written so far by your exports still running (progress of a large export)',
          response: { 200: ExportProgressSchema },
        },
      },
      (request) => deps.exportsService.progressOf(requireUser(request).id),
    );
    app.get(
      '/api/files/excel-reports',
      {
        config: allow(['ADMIN', 'DBEST', 'LOGISTIC']),
        schema: { tags, summary: 'Download an export you created', querystring: ExcelReportQuerySchema },
      },
      async (request, reply) => {
        const { row, stream } = await deps.exportsService.openOwnExport(
          request.query.url,
          requireUser(request).id,
        );
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', contentDisposition(row.fileName))
          .send(stream);
      },
    );
    app.get(
      '/api/files/:id',
      {
        // Lesson content images load in <img> tags without a token; other categories check the caller.
        config: allow('public'),
        schema: {
          tags,
          summary: 'Read an uploaded file (content images: anyone; others: owner, staff, own school)',
          params: z.object({ id: z.uuid(FILE_MESSAGES.notFound) }),
        },
      },
      async (request, reply) => {
        const { stream, file } = await deps.filesService.read(request.authUser, request.params.id);
        return reply
          .type(file.mime)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
          .send(stream);
      },
    );
  };
}
