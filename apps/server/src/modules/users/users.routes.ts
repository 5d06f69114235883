import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExportResponseSchema,
  MessageResponseSchema,
  PARENTAL_APPROVAL_MESSAGES,
  ParentalApprovalInputSchema,
  PhoneCallNoteInputSchema,
  ProfileSchema,
  UpdateActivationInputSchema,
  UpdateProfileInputSchema,
  UserIdParamsSchema,
  UserSchema,
  UsersPageSchema,
  UsersReportQuerySchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import type { UsersService } from './users.service.js';

const tags = ['users'];
const HUMAN_ROLES = ['ELEV', 'PROFESOR', 'ADMIN', 'DBEST', 'LOGISTIC'] as const;

export function usersRoutes(deps: { usersService: UsersService }): FastifyPluginAsyncZod {
  const { usersService } = deps;
  return async (app) => {
    app.get(
      '/api/users/profile',
      {
        config: allow(HUMAN_ROLES),
        schema: { tags, summary: 'Own profile', response: { 200: ProfileSchema } },
      },
      (request) => usersService.getProfile(requireUser(request).id),
    );
    app.patch(
      '/api/users/profile',
      {
        config: allow(HUMAN_ROLES),
        schema: {
          tags,
          summary:
            'Edit own profile (pupils: nickname, clasa; others: nume, telefon; teachers also protocols)',
          body: UpdateProfileInputSchema,
          response: { 200: ProfileSchema },
        },
      },
      (request) => usersService.updateProfile(requireUser(request), request.body),
    );
    app.get(
      '/api/users/report',
      {
        config: allow(['ADMIN', 'DBEST', 'PROFESOR'], { enabledOnly: true }),
        schema: {
          tags,
          summary:
            'Users report (teachers: pupils of their school); `export=xlsx` writes an export (ADMIN, DBEST)',
          querystring: UsersReportQuerySchema,
          response: { 200: z.union([UsersPageSchema, ExportResponseSchema]) },
        },
      },
      (request) =>
        request.query.export === 'xlsx'
          ? usersService.exportReport(requireUser(request), request.query)
          : usersService.report(requireUser(request), request.query),
    );
    app.patch(
      '/api/users/update-activation',
      {
        config: allow(['ADMIN', 'PROFESOR'], { enabledOnly: true }),
        schema: {
          tags,
          summary: 'Enable or disable an account (teachers: pupils of their school)',
          body: UpdateActivationInputSchema,
          response: { 200: UserSchema },
        },
      },
      (request) => usersService.updateActivation(requireUser(request), request.body),
    );
    app.patch(
      '/api/users/:id/phone-call-note',
      {
        config: allow(['ADMIN']),
        schema: {
          tags,
          summary: 'Save the phone-call note (trimmed)',
          params: UserIdParamsSchema,
          body: PhoneCallNoteInputSchema,
          response: { 200: UserSchema },
        },
      },
      (request) =>
        usersService.setPhoneCallNote(requireUser(request), request.params.id, request.body.phoneCallNote),
    );
    app.patch(
      '/api/users/signature',
      {
        config: allow(['ELEV'], { invalidInputMessage: PARENTAL_APPROVAL_MESSAGES.allRequired }),
        schema: {
          tags,
          summary: 'Save the parental approval (signature + eight consents); enables the pupil',
          body: ParentalApprovalInputSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        await usersService.saveParentalApproval(requireUser(request), request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return { message: PARENTAL_APPROVAL_MESSAGES.saved };
      },
    );
  };
}
