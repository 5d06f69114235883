import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnswerApprovalInputSchema,
  AnswerApprovalResponseSchema,
  AnswerFilterSchema,
  AnswerReportPageSchema,
  AnswerReportQuerySchema,
  AnswerReportRowSchema,
  DeleteAnswersParamsSchema,
  DeleteAnswersResponseSchema,
  ExportResponseSchema,
  NumericIdParamsSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import { LESSON_ROLES } from '../lessons/lesson-roles.js';
import type { AnswerReviewService } from './answer-review.service.js';

const tags = ['answers'];

/** /api/lessons/answers: the 'Istoric Activitati' report, approval and deletion (spec 001 §7). */
export function lessonAnswersRoutes(deps: {
  answerReviewService: AnswerReviewService;
}): FastifyPluginAsyncZod {
  const { answerReviewService: review } = deps;
  return async (app) => {
    app.get(
      '/api/lessons/answers',
      {
        config: allow(LESSON_ROLES.approve, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'Answers by filter, newest first, at most 1000 (teachers: pupils of their school)',
          querystring: AnswerFilterSchema,
          response: { 200: z.array(AnswerReportRowSchema) },
        },
      },
      (request) => review.list(requireUser(request), request.query),
    );
    app.get(
      '/api/lessons/answers/report',
      {
        config: allow(LESSON_ROLES.approve, { enabledOnly: true }),
        schema: {
          tags,
          summary:
            'Istoric Activitati: paged, sorted, filtered; `export=xlsx` writes raport_raspunsuri_lectii (ADMIN, DBEST)',
          querystring: AnswerReportQuerySchema,
          response: { 200: z.union([AnswerReportPageSchema, ExportResponseSchema]) },
        },
      },
      (request) =>
        request.query.export === 'xlsx'
          ? review.exportReport(requireUser(request), request.query)
          : review.report(requireUser(request), request.query),
    );
    app.patch(
      '/api/lessons/answers/:id/approval',
      {
        config: allow(LESSON_ROLES.approve, { enabledOnly: true }),
        schema: {
          tags,
          summary: "Approve or reject an answer (reason defaults to 'Răspuns respins')",
          params: NumericIdParamsSchema,
          body: AnswerApprovalInputSchema,
          response: { 200: AnswerApprovalResponseSchema },
        },
      },
      (request) => review.review(requireUser(request), request.params.id, request.body),
    );
    app.delete(
      '/api/lessons/answers/users/:userId/lessons/:lessonId/editions/:editionId',
      {
        config: allow(LESSON_ROLES.edit, { enabledOnly: true }),
        schema: {
          tags,
          summary: "Delete a pupil's answers, points and history for a lesson in an edition",
          params: DeleteAnswersParamsSchema,
          response: { 200: DeleteAnswersResponseSchema },
        },
      },
      (request) => review.remove(request.params),
    );
  };
}
