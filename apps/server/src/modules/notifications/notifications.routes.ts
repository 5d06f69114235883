import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkNotificationInputSchema,
  MarkReadQuerySchema,
  MessageResponseSchema,
  NOTIFICATION_MESSAGES,
  NotificationDefaultSchema,
  NotificationIdParamsSchema,
  NotificationReceiversSchema,
  NotificationSchema,
  NotificationsPageSchema,
  NotificationsReportQuerySchema,
  SentNotificationSchema,
  UpdateNotificationInputSchema,
} from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];
/** /notificari roles (spec 000 §2); only ADMIN and DBEST send (Trimise, Creare). */
const READERS = ['ADMIN', 'DBEST', 'PROFESOR', 'ELEV'] as const;
const SENDERS = ['ADMIN', 'DBEST'] as const;

export function notificationsRoutes(deps: {
  notificationsService: NotificationsService;
}): FastifyPluginAsyncZod {
  const service = deps.notificationsService;
  return async (app) => {
    app.get(
      '/api/notifications/report',
      {
        config: allow(READERS),
        schema: {
          tags,
          summary:
            'Received (receiver.id = me) or sent (notification.senderId = me); sort notification.sendAt,desc',
          querystring: NotificationsReportQuerySchema,
          response: { 200: NotificationsPageSchema },
        },
      },
      (request) => service.report(requireUser(request), request.query),
    );
    app.get(
      '/api/notifications',
      {
        config: allow(READERS),
        schema: {
          tags,
          summary: 'My received notifications',
          querystring: NotificationsReportQuerySchema,
          response: { 200: NotificationsPageSchema },
        },
      },
      (request) =>
        service.report(requireUser(request), {
          ...request.query,
          'notification.senderId': undefined,
          'receiver.id': undefined,
        }),
    );
    app.post(
      '/api/notifications',
      {
        config: allow(SENDERS, { invalidInputMessage: NOTIFICATION_MESSAGES.sendFailed }),
        schema: {
          tags,
          summary: 'Bulk send: receiverIds or the ticked roles (enabled users)',
          body: BulkNotificationInputSchema,
          response: { 201: SentNotificationSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(requireUser(request), request.body)),
    );
    app.patch(
      '/api/notifications',
      {
        config: allow(SENDERS),
        schema: {
          tags,
          summary: 'Edit a sent notification (sender or ADMIN)',
          body: UpdateNotificationInputSchema,
          response: { 200: NotificationSchema },
        },
      },
      (request) => service.update(requireUser(request), request.body),
    );
    app.get(
      '/api/notifications/default',
      {
        config: allow(SENDERS),
        schema: { tags, summary: 'An empty bulk form', response: { 200: NotificationDefaultSchema } },
      },
      () => service.defaultForm(),
    );
    app.get(
      '/api/notifications/:id',
      {
        config: allow(READERS),
        schema: {
          tags,
          summary: 'A notification the caller received or sent',
          params: NotificationIdParamsSchema,
          response: { 200: NotificationSchema },
        },
      },
      (request) => service.get(requireUser(request), request.params.id),
    );
    app.delete(
      '/api/notifications/:id',
      {
        config: allow(READERS),
        schema: {
          tags,
          summary: 'Sender/ADMIN: delete for everyone; receiver: remove from inbox',
          params: NotificationIdParamsSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      (request) => service.delete(requireUser(request), request.params.id),
    );
    app.post(
      '/api/notifications/:id/resend',
      {
        config: allow(SENDERS),
        schema: {
          tags,
          summary: 'Resend: new send date, every receiver unread',
          params: NotificationIdParamsSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      (request) => service.resend(requireUser(request), request.params.id),
    );
    app.patch(
      '/api/notifications/:id/read',
      {
        config: allow(READERS),
        schema: {
          tags,
          summary: 'Mark a received notification read or unread',
          params: NotificationIdParamsSchema,
          querystring: MarkReadQuerySchema,
          response: { 200: NotificationSchema },
        },
      },
      (request) => service.markRead(requireUser(request), request.params.id, request.query.isRead),
    );
    app.get(
      '/api/notifications/:id/receivers',
      {
        config: allow(SENDERS),
        schema: {
          tags,
          summary: 'Per receiver: school code, institution, name, role, read status and date',
          params: NotificationIdParamsSchema,
          response: { 200: NotificationReceiversSchema },
        },
      },
      (request) => service.receivers(requireUser(request), request.params.id),
    );
  };
}
