import {
  NOTIFICATION_MESSAGES,
  type BulkNotificationInput,
  type MessageResponse,
  type Notification,
  type NotificationReceiver,
  type NotificationsReportQuery,
  type Page,
  type Role,
  type UpdateNotificationInput,
} from '@platform/contracts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../http/domain-errors.js';
import type { AuthUser } from '../../http/route-access.js';
import type { DbExecutor } from '../../db/database.js';
import type { Transactor } from '../../db/transaction.js';
import { parseSort, toPage } from '../reports/report-paging.js';
import type {
  NotificationListRow,
  NotificationsRepository,
  NotificationsScope,
} from './notifications.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const isStaff = (user: AuthUser) => user.role === 'ADMIN' || user.role === 'DBEST';

export function toNotification(row: NotificationListRow): Notification {
  return {
    id: row.notification.id,
    subject: row.notification.subject,
    content: row.notification.content,
    sendAt: row.notification.sendAt.toISOString(),
    senderId: row.notification.senderId,
    senderNume: row.senderNume,
    isRead: row.isRead,
    readAt: iso(row.readAt ? new Date(row.readAt) : null),
    receiversCount: row.receiversCount,
  };
}

/** Messages from staff to users (spec 000 §2 Notifications screen, §7 calls). */
export function createNotificationsService(deps: {
  notificationsRepository: NotificationsRepository;
  transaction: Transactor;
}) {
  const repo = deps.notificationsRepository;

  /** The notification when the caller sent it (or is ADMIN); 404 when they cannot see it at all. */
  async function loadOwnSent(caller: AuthUser, id: number) {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
    if (row.senderId !== caller.id && caller.role !== 'ADMIN')
      throw new ForbiddenError(NOTIFICATION_MESSAGES.onlyOwnSent);
    return row;
  }
  async function view(caller: AuthUser, id: number): Promise<Notification> {
    const row = await repo.findForViewer(id, caller.id);
    const visible =
      row && (row.isRead !== null || row.notification.senderId === caller.id || caller.role === 'ADMIN');
    if (!visible) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
    return toNotification(row);
  }
  async function page(
    scope: NotificationsScope,
    query: NotificationsReportQuery,
  ): Promise<Page<Notification>> {
    const sort = parseSort(query.sort, 'notification.sendAt,desc', repo.sortFields);
    const { rows, total } = await repo.page(
      scope,
      { isRead: query.isRead, subject: query.subject },
      sort,
      query.page * query.size,
      query.size,
    );
    return toPage(rows.map(toNotification), total, query, sort);
  }

  return {
    /** Received (`receiver.id` = caller, the default) or sent (`notification.senderId` = caller, staff). */
    report(caller: AuthUser, query: NotificationsReportQuery): Promise<Page<Notification>> {
      const senderId = query['notification.senderId'];
      const receiverId = query['receiver.id'];
      if (senderId !== undefined) {
        if (!isStaff(caller) || senderId !== caller.id)
          throw new ForbiddenError(NOTIFICATION_MESSAGES.onlyOwnSent);
        return page({ senderId }, query);
      }
      if (receiverId !== undefined && receiverId !== caller.id)
        throw new ForbiddenError(NOTIFICATION_MESSAGES.onlyOwnReceived);
      return page({ receiverId: caller.id }, query);
    },

    get: view,

    /** Sends to explicit receivers or to every enabled user of the ticked roles. */
    async create(
      caller: AuthUser,
      input: BulkNotificationInput,
    ): Promise<{ message: string; notification: Notification }> {
      let receiverIds: number[];
      if (input.receiverIds?.length) {
        receiverIds = [...new Set(input.receiverIds)];
        const found = await repo.existingUserIds(receiverIds);
        if (found.length !== receiverIds.length) {
          throw new BadRequestError(NOTIFICATION_MESSAGES.unknownReceivers, {
            receiverIds: NOTIFICATION_MESSAGES.unknownReceivers,
          });
        }
      } else {
        const roles: Role[] = [
          ...(input.toTeachers ? (['PROFESOR'] as const) : []),
          ...(input.toStudents ? (['ELEV'] as const) : []),
        ];
        receiverIds = await repo.enabledUserIds(roles);
        if (!receiverIds.length) {
          throw new BadRequestError(NOTIFICATION_MESSAGES.noEnabledRecipients, {
            receivers: NOTIFICATION_MESSAGES.noEnabledRecipients,
          });
        }
      }
      const row = await deps.transaction((tx) =>
        repo.insert({ subject: input.subject, content: input.content, senderId: caller.id }, receiverIds, tx),
      );
      return { message: NOTIFICATION_MESSAGES.sent, notification: await view(caller, row.id) };
    },

    /** For other modules (e.g. order decisions): one message to the given users, in their transaction. */
    async sendSystem(
      message: { senderId: number | null; subject: string; content: string; receiverIds: number[] },
      tx: DbExecutor,
    ): Promise<void> {
      if (!message.receiverIds.length) return;
      await repo.insert(
        { subject: message.subject, content: message.content, senderId: message.senderId },
        message.receiverIds,
        tx,
      );
    },

    async update(caller: AuthUser, input: UpdateNotificationInput): Promise<Notification> {
      await loadOwnSent(caller, input.id);
      await repo.update(input.id, { subject: input.subject, content: input.content });
      return view(caller, input.id);
    },

    /** The sender (or ADMIN) deletes it for everyone; a receiver removes it from their inbox. */
    async delete(caller: AuthUser, id: number): Promise<MessageResponse> {
      const row = await repo.findById(id);
      if (!row) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
      if (row.senderId === caller.id || caller.role === 'ADMIN') await repo.delete(id);
      else if (await repo.isReceiver(id, caller.id)) await repo.deleteReceiver(id, caller.id);
      else throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
      return { message: NOTIFICATION_MESSAGES.deleted };
    },

    async resend(caller: AuthUser, id: number): Promise<MessageResponse> {
      await loadOwnSent(caller, id);
      await repo.resend(id);
      return { message: NOTIFICATION_MESSAGES.resent };
    },

    async markRead(caller: AuthUser, id: number, isRead: boolean): Promise<Notification> {
      if (!(await repo.isReceiver(id, caller.id))) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
      await repo.markRead(id, caller.id, isRead);
      return view(caller, id);
    },

    async receivers(caller: AuthUser, id: number): Promise<NotificationReceiver[]> {
      await loadOwnSent(caller, id);
      const rows = await repo.receivers(id);
      return rows.map((receiver) => ({ ...receiver, readAt: iso(receiver.readAt) }));
    },

    defaultForm: () => ({ subject: '', content: '', receiverIds: [], toTeachers: false, toStudents: false }),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
