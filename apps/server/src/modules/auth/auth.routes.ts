import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MessageResponseSchema,
  RefreshTokenInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  TokenPairSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import type { AuthService } from './auth.service.js';

const tags = ['auth'];

export function authRoutes(deps: { authService: AuthService }): FastifyPluginAsyncZod {
  const { authService } = deps;
  return async (app) => {
    app.post(
      '/api/auth/authenticate',
      {
        config: allow('public'),
        schema: { tags, summary: 'Sign in', body: LoginInputSchema, response: { 200: TokenPairSchema } },
      },
      (request) => authService.authenticate(request.body, request.ip),
    );
    app.post(
      '/api/auth/register',
      {
        config: allow('public'),
        schema: {
          tags,
          summary: 'Register a pupil (teacher code) or a teacher (when open)',
          body: RegisterInputSchema,
          response: { 201: TokenPairSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await authService.register(request.body)),
    );
    app.post(
      '/api/auth/forgot-password',
      {
        config: allow('public'),
        schema: {
          tags,
          summary: 'E-mail a reset link',
          body: ForgotPasswordInputSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        await authService.forgotPassword(request.body.email);
        return { message: ACCOUNT_MESSAGES.forgotPasswordSent };
      },
    );
    app.patch(
      '/api/auth/reset-password',
      {
        config: allow('public'),
        schema: {
          tags,
          summary: 'Set a new password with a reset token',
          body: ResetPasswordInputSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        await authService.resetPassword(request.body);
        return { message: AUTH_MESSAGES.resetSuccess };
      },
    );
    app.patch(
      '/api/auth/change-password',
      {
        config: allow('authenticated'),
        schema: {
          tags,
          summary: 'Change the password; other sessions end',
          body: ChangePasswordInputSchema,
          response: { 200: MessageResponseSchema.extend(TokenPairSchema.shape) },
        },
      },
      async (request) => ({
        message: ACCOUNT_MESSAGES.passwordChanged,
        ...(await authService.changePassword(requireUser(request).id, request.body)),
      }),
    );
    app.post(
      '/api/auth/refresh-token',
      {
        config: allow('public'),
        schema: {
          tags,
          summary: 'Rotate the refresh token',
          body: RefreshTokenInputSchema,
          response: { 200: TokenPairSchema },
        },
      },
      (request) => authService.refresh(request.body.refreshToken),
    );
  };
}
