import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExportResponseSchema,
  SchoolStatusPageSchema,
  SchoolStatusReportQuerySchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import type { ReportsService } from './reports.service.js';

export function reportsRoutes(deps: { reportsService: ReportsService }): FastifyPluginAsyncZod {
  const service = deps.reportsService;
  return async (app) => {
    app.get(
      '/api/schools/status-report',
      {
        config: allow(['ADMIN', 'DBEST']),
        schema: {
          tags: ['reports'],
          summary:
            'Raport Editie: per school of the edition, real kg, points and approved counts; `export=xlsx` writes raport_editie_{edition}',
          querystring: SchoolStatusReportQuerySchema,
          response: { 200: z.union([SchoolStatusPageSchema, ExportResponseSchema]) },
        },
      },
      (request) =>
        request.query.export === 'xlsx'
          ? service.exportSchoolStatus(requireUser(request), request.query)
          : service.schoolStatus(request.query),
    );
  };
}
