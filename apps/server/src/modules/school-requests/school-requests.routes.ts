import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageResponseSchema,
  OwnSchoolRequestSchema,
  ParticipationCampaignResultSchema,
  ParticipationInputSchema,
  RowIdParamSchema,
  SchoolFormInputSchema,
  SchoolRequestApprovalInputSchema,
  SchoolRequestSchema,
  SchoolRequestsPageSchema,
  SchoolRequestsReportQuerySchema,
  SchoolSchema,
  SubmitSchoolRequestInputSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import type { SchoolRequestsService } from './school-requests.service.js';

const tags = ['school-requests'];
const IdParams = z.object({ id: RowIdParamSchema });

export function schoolRequestsRoutes(deps: {
  schoolRequestsService: SchoolRequestsService;
}): FastifyPluginAsyncZod {
  const service = deps.schoolRequestsService;
  return async (app) => {
    app.post(
      '/api/school-requests',
      {
        config: allow(['PROFESOR']),
        schema: {
          tags,
          summary: 'Submit the school form (/cerere-inscriere-scoala); request pending',
          body: SubmitSchoolRequestInputSchema,
          response: { 201: SchoolRequestSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.submit(requireUser(request), request.body)),
    );
    app.get(
      '/api/school-requests/own',
      {
        config: allow(['PROFESOR']),
        schema: {
          tags,
          summary: "The teacher's latest request (null if none)",
          response: { 200: OwnSchoolRequestSchema },
        },
      },
      (request) => service.own(requireUser(request)),
    );
    app.patch(
      '/api/school-requests/own',
      {
        config: allow(['PROFESOR']),
        schema: {
          tags,
          summary: 'Correct the pending request (/corectare-detalii-scoala-cont-in-asteptare)',
          body: SubmitSchoolRequestInputSchema,
          response: { 200: SchoolRequestSchema },
        },
      },
      (request) => service.correct(requireUser(request), request.body),
    );
    app.get(
      '/api/school-requests/report',
      {
        config: allow(['ADMIN']),
        schema: {
          tags,
          summary: 'Cereri Inscrieri: requests, startedAt descending',
          querystring: SchoolRequestsReportQuerySchema,
          response: { 200: SchoolRequestsPageSchema },
        },
      },
      (request) => service.report(request.query),
    );
    app.post(
      '/api/school-requests/participation',
      {
        config: allow(['PROFESOR']),
        schema: {
          tags,
          summary: 'Yearly participation confirmation (yes/no)',
          body: ParticipationInputSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      (request) => service.confirmParticipation(requireUser(request), request.body),
    );
    app.post(
      '/api/school-requests/participation-campaign',
      {
        config: allow(['ADMIN']),
        schema: {
          tags,
          summary: 'Ask teachers whose school has not confirmed the current edition',
          response: { 200: ParticipationCampaignResultSchema },
        },
      },
      () => service.startParticipationCampaign(),
    );
    app.patch(
      '/api/school-requests/school-details',
      {
        config: allow(['PROFESOR']),
        schema: {
          tags,
          summary: 'Enabled teacher updates their school (/actualizare-detalii-scoala); sets schoolUpdatedAt',
          body: SchoolFormInputSchema,
          response: { 200: SchoolSchema },
        },
      },
      (request) => service.updateSchoolDetails(requireUser(request), request.body),
    );
    app.get(
      '/api/school-requests/:id',
      {
        config: allow(['ADMIN']),
        schema: { tags, summary: 'A request', params: IdParams, response: { 200: SchoolRequestSchema } },
      },
      (request) => service.get(request.params.id),
    );
    app.patch(
      '/api/school-requests/:id/approval',
      {
        config: allow(['ADMIN']),
        schema: {
          tags,
          summary: 'Approve, or reject with a reason; final',
          params: IdParams,
          body: SchoolRequestApprovalInputSchema,
          response: { 200: SchoolRequestSchema },
        },
      },
      (request) => service.decide(requireUser(request), request.params.id, request.body),
    );
  };
}
