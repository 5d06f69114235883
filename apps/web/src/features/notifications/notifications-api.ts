import {
  MessageResponseSchema,
  NotificationReceiversSchema,
  NotificationSchema,
  NotificationsPageSchema,
  SentNotificationSchema,
  type BulkNotificationInput,
  type MessageResponse,
  type Notification,
  type NotificationReceiver,
  type Page,
} from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';

/** Which list of /notificari: received by the caller or sent by the caller (spec 000 §7 filters). */
export type NotificationsListArgs = {
  box: 'received' | 'sent';
  userId: number;
  page: number;
  size: number;
};

/** Newest first (spec 000 §2: sorted by send date descending). */
export const NOTIFICATIONS_SORT = 'notification.sendAt,desc';

function listParams({ box, userId, page, size }: NotificationsListArgs) {
  const owner = box === 'received' ? { 'receiver.id': userId } : { 'notification.senderId': userId };
  return { ...owner, page, size, sort: NOTIFICATIONS_SORT };
}

/** Calls of the notifications screen (spec 000 §7 Notifications). */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Page<Notification>, NotificationsListArgs>({
      query: (args) => ({ url: '/notifications/report', params: listParams(args) }),
      transformResponse: (response: unknown) => NotificationsPageSchema.parse(response),
      providesTags: ['Notifications'],
    }),
    getNotificationReceivers: build.query<NotificationReceiver[], number>({
      query: (id) => ({ url: `/notifications/${id}/receivers` }),
      transformResponse: (response: unknown) => NotificationReceiversSchema.parse(response),
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: `/notifications/${id}/read`, method: 'PATCH', params: { isRead: 'true' } }),
      transformResponse: (response: unknown) => NotificationSchema.parse(response),
      invalidatesTags: ['Notifications'],
    }),
    resendNotification: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/notifications/${id}/resend`, method: 'POST' }),
      transformResponse: (response: unknown) => MessageResponseSchema.parse(response),
      invalidatesTags: ['Notifications'],
    }),
    sendBulkNotification: build.mutation<{ message: string }, BulkNotificationInput>({
      query: (body) => ({ url: '/notifications', method: 'POST', body }),
      transformResponse: (response: unknown) => SentNotificationSchema.parse(response),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useGetNotificationReceiversQuery,
  useMarkNotificationReadMutation,
  useResendNotificationMutation,
  useSendBulkNotificationMutation,
} = notificationsApi;
