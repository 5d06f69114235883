import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassProgressQuerySchema,
  ClassProgressSchema,
  EditionDashboardQuerySchema,
  EditionDashboardSchema,
  MyProgressSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import type { DashboardsService } from './dashboards.service.js';

/** Issue 13: the dashboards, one call per view. */
export function dashboardsRoutes(deps: { dashboardsService: DashboardsService }): FastifyPluginAsyncZod {
  const service = deps.dashboardsService;
  return async (app) => {
    app.get(
      '/api/dashboards/edition',
      {
        config: allow(['ADMIN', 'DBEST']),
        schema: {
          tags: ['dashboards'],
          summary:
            'Sumar ediție: kg per waste kind against estimates, schools, pupils, completions, points, kg per county, orders per week, completions per lesson, top 20 schools',
          querystring: EditionDashboardQuerySchema,
          response: { 200: EditionDashboardSchema },
        },
      },
      (request) => service.edition(request.query),
    );
    app.get(
      '/api/dashboards/class-progress',
      {
        config: allow(['PROFESOR'], { enabledOnly: true }),
        schema: {
          tags: ['dashboards'],
          summary:
            "Progresul clasei: one class of the teacher's school (or the whole of a small school) against the visible homework, practical activities and challenges, the school's classes with their pending approvals, and the school's points per week (current edition)",
          querystring: ClassProgressQuerySchema,
          response: { 200: ClassProgressSchema },
        },
      },
      (request) => service.classProgress(requireUser(request).id, request.query),
    );
    app.get(
      '/api/dashboards/my-progress',
      {
        config: allow(['ELEV'], { enabledOnly: true }),
        schema: {
          tags: ['dashboards'],
          summary:
            "The pupil's progress: activities done of those visible, own and school points (current edition)",
          response: { 200: MyProgressSchema },
        },
      },
      (request) => service.myProgress(requireUser(request).id),
    );
  };
}
