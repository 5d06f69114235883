import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DefaultAnswerSchema,
  LESSON_MESSAGES,
  MyLessonAnswersSchema,
  StudentAnswersSchema,
  SubmitAnswerInputSchema,
  SubmitAnswerResponseSchema,
  RowIdParamSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import { LESSON_ROLES } from '../lessons/lesson-roles.js';
import type { AnswersService } from './answers.service.js';
import { withIdempotencyKey, type IdempotencyStore } from '../idempotency/idempotency.js';

const tags = ['answers'];
const LessonIdParams = z.object({ lessonId: RowIdParamSchema });
const UserIdParams = z.object({ userId: RowIdParamSchema });

/** /api/answers: submission and the pupil's own answers (spec 001 §7). */
export function answersRoutes(deps: {
  answersService: AnswersService;
  idempotency: IdempotencyStore;
}): FastifyPluginAsyncZod {
  const { answersService } = deps;
  return async (app) => {
    app.post(
      '/api/answers',
      withIdempotencyKey(deps.idempotency, {
        config: allow(LESSON_ROLES.complete, {
          invalidInputMessage: LESSON_MESSAGES.answerInvalid,
          enabledOnly: true,
        }),
        schema: {
          tags,
          summary:
            'Submit the answer to one slide; scored on the server from the stored slide (null points = practice mode)',
          body: SubmitAnswerInputSchema,
          response: { 200: SubmitAnswerResponseSchema },
        },
      }),
      (request) => answersService.submit(requireUser(request), request.body),
    );
    app.get(
      '/api/answers/default',
      {
        config: allow(LESSON_ROLES.complete, { enabledOnly: true }),
        schema: { tags, summary: 'An empty answer', response: { 200: DefaultAnswerSchema } },
      },
      () => ({ slideId: null, lessonId: null, userId: null, answer: null }),
    );
    app.get(
      '/api/answers/lessons/:lessonId',
      {
        config: allow(LESSON_ROLES.complete, { enabledOnly: true }),
        schema: {
          tags,
          summary: 'My latest attempt at a lesson and its answers (resume)',
          params: LessonIdParams,
          response: { 200: MyLessonAnswersSchema },
        },
      },
      (request) => answersService.mine(requireUser(request), request.params.lessonId),
    );
    app.get(
      '/api/answers/students/:userId',
      {
        config: allow(['ADMIN', 'DBEST', 'PROFESOR', 'ELEV'], { enabledOnly: true }),
        schema: {
          tags,
          summary: "A pupil's attempts and answers (staff, the pupil's teachers, the pupil)",
          params: UserIdParams,
          response: { 200: StudentAnswersSchema },
        },
      },
      (request) => answersService.ofStudent(requireUser(request), request.params.userId),
    );
  };
}
