import {
  NotificationReceiversSchema,
  NotificationsPageSchema,
  type Notification,
  type NotificationReceiver,
  type Page,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/**
 * GET /api/notifications/report with `notification.senderId` = the caller (the server lets staff list only
 * their own sent notifications) and GET /api/notifications/{id}/receivers for the read status per receiver.
 */
export const notificationsReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSentNotificationsReport: build.query<Page<Notification>, Record<string, string | number>>({
      query: (params) => ({ url: '/notifications/report', params }),
      transformResponse: (response: unknown) => NotificationsPageSchema.parse(response),
    }),
    getSentNotificationReceivers: build.query<NotificationReceiver[], number>({
      query: (id) => ({ url: `/notifications/${id}/receivers` }),
      transformResponse: (response: unknown) => NotificationReceiversSchema.parse(response),
    }),
  }),
});

export const { useGetSentNotificationsReportQuery, useGetSentNotificationReceiversQuery } =
  notificationsReportApi;
