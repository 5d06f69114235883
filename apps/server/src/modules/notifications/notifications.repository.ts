import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '@platform/contracts';
import type { Database, DbExecutor } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { users } from '../users/users.table.js';
import { schools } from '../schools/schools.table.js';
import { escapeLike } from '../../db/text-filter.js';
import { notificationReceivers, notifications } from './notifications.table.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationListRow = {
  notification: NotificationRow;
  senderNume: string | null;
  isRead: boolean | null;
  readAt: Date | null;
  receiversCount: number;
};

/** Either the caller's inbox (receiverId) or what they sent (senderId). */
export type NotificationsScope = { receiverId: number } | { senderId: number };
export interface NotificationsFilter {
  isRead?: boolean;
  subject?: string;
}

const sender = alias(users, 'sender');
const receiversCount = sql<number>`(select count(*)::int from ${notificationReceivers} nr where nr.notification_id = ${qualified(notifications.id)})`;
const SORT_COLUMNS = {
  'notification.sendAt': notifications.sendAt,
  'notification.subject': notifications.subject,
} as const;
const BATCH = 5000;

export function createNotificationsRepository(db: Database) {
  function listQuery(scope: NotificationsScope, filter: NotificationsFilter) {
    const subject = filter.subject ? ilike(notifications.subject, escapeLike(filter.subject)) : undefined;
    if ('receiverId' in scope) {
      const where = and(
        eq(notificationReceivers.receiverId, scope.receiverId),
        filter.isRead === undefined ? undefined : eq(notificationReceivers.isRead, filter.isRead),
        subject,
      );
      const base = db
        .select({
          notification: notifications,
          senderNume: sender.nume,
          isRead: notificationReceivers.isRead,
          readAt: notificationReceivers.readAt,
          receiversCount,
        })
        .from(notificationReceivers)
        .innerJoin(notifications, eq(notifications.id, notificationReceivers.notificationId))
        .leftJoin(sender, eq(sender.id, notifications.senderId))
        .where(where);
      const total = db
        .select({ n: count() })
        .from(notificationReceivers)
        .innerJoin(notifications, eq(notifications.id, notificationReceivers.notificationId))
        .where(where);
      return { base, total };
    }
    const where: SQL | undefined = and(eq(notifications.senderId, scope.senderId), subject);
    const base = db
      .select({
        notification: notifications,
        senderNume: sender.nume,
        isRead: sql<boolean | null>`null`,
        readAt: sql<Date | null>`null`,
        receiversCount,
      })
      .from(notifications)
      .leftJoin(sender, eq(sender.id, notifications.senderId))
      .where(where);
    const total = db.select({ n: count() }).from(notifications).where(where);
    return { base, total };
  }

  return {
    sortFields: Object.keys(SORT_COLUMNS),
    async page(
      scope: NotificationsScope,
      filter: NotificationsFilter,
      sort: { field: string; direction: 'asc' | 'desc' },
      offset: number,
      limit: number,
    ) {
      const column = SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS];
      const { base, total } = listQuery(scope, filter);
      const rows = (await base
        .orderBy(
          sort.direction === 'asc' ? asc(column) : sql`${column} desc`,
          sort.direction === 'asc' ? asc(notifications.id) : sql`${notifications.id} desc`,
        )
        .offset(offset)
        .limit(limit)) as NotificationListRow[];
      const [n] = await total;
      return { rows, total: n?.n ?? 0 };
    },
    async findById(id: number, tx: DbExecutor = db): Promise<NotificationRow | undefined> {
      const [row] = await tx.select().from(notifications).where(eq(notifications.id, id));
      return row;
    },
    /** One notification as a given viewer sees it (their receipt, if any). */
    async findForViewer(id: number, viewerId: number): Promise<NotificationListRow | undefined> {
      const [row] = await db
        .select({
          notification: notifications,
          senderNume: sender.nume,
          isRead: notificationReceivers.isRead,
          readAt: notificationReceivers.readAt,
          receiversCount,
        })
        .from(notifications)
        .leftJoin(sender, eq(sender.id, notifications.senderId))
        .leftJoin(
          notificationReceivers,
          and(
            eq(notificationReceivers.notificationId, notifications.id),
            eq(notificationReceivers.receiverId, viewerId),
          ),
        )
        .where(eq(notifications.id, id));
      return row as NotificationListRow | undefined;
    },
    async isReceiver(notificationId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: notificationReceivers.id })
        .from(notificationReceivers)
        .where(
          and(
            eq(notificationReceivers.notificationId, notificationId),
            eq(notificationReceivers.receiverId, userId),
          ),
        );
      return row !== undefined;
    },
    async insert(
      values: { subject: string; content: string; senderId: number | null; sendAt?: Date },
      receiverIds: number[],
      tx: DbExecutor = db,
    ): Promise<NotificationRow> {
      const [row] = await tx.insert(notifications).values(values).returning();
      for (let start = 0; start < receiverIds.length; start += BATCH) {
        const batch = receiverIds
          .slice(start, start + BATCH)
          .map((receiverId) => ({ notificationId: row!.id, receiverId }));
        await tx.insert(notificationReceivers).values(batch).onConflictDoNothing();
      }
      return row!;
    },
    async update(id: number, values: { subject: string; content: string }): Promise<void> {
      await db.update(notifications).set(values).where(eq(notifications.id, id));
    },
    async delete(id: number): Promise<void> {
      await db.delete(notifications).where(eq(notifications.id, id));
    },
    async deleteReceiver(notificationId: number, receiverId: number): Promise<void> {
      await db
        .delete(notificationReceivers)
        .where(
          and(
            eq(notificationReceivers.notificationId, notificationId),
            eq(notificationReceivers.receiverId, receiverId),
          ),
        );
    },
    async markRead(notificationId: number, receiverId: number, isRead: boolean): Promise<void> {
      await db
        .update(notificationReceivers)
        .set({ isRead, readAt: isRead ? new Date() : null })
        .where(
          and(
            eq(notificationReceivers.notificationId, notificationId),
            eq(notificationReceivers.receiverId, receiverId),
          ),
        );
    },
    /** Resending delivers it again: new send date, every receiver unread. */
    async resend(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(notifications).set({ sendAt: new Date() }).where(eq(notifications.id, id));
        await tx
          .update(notificationReceivers)
          .set({ isRead: false, readAt: null })
          .where(eq(notificationReceivers.notificationId, id));
      });
    },
    receivers(notificationId: number) {
      return db
        .select({
          id: notificationReceivers.id,
          receiverId: users.id,
          codSe: schools.codSe,
          numeInstitutieInvatamant: schools.numeInstitutieInvatamant,
          receiverNume: users.nume,
          receiverRole: users.role,
          isRead: notificationReceivers.isRead,
          readAt: notificationReceivers.readAt,
        })
        .from(notificationReceivers)
        .innerJoin(users, eq(users.id, notificationReceivers.receiverId))
        .leftJoin(schools, eq(schools.id, users.schoolId))
        .where(eq(notificationReceivers.notificationId, notificationId))
        .orderBy(asc(users.nume), asc(users.id));
    },
    /** Enabled accounts of the given roles (the bulk recipients). */
    async enabledUserIds(roles: Role[]): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.role, roles), eq(users.isEnabled, true)));
      return rows.map((row) => row.id);
    },
    async existingUserIds(ids: number[]): Promise<number[]> {
      const found: number[] = [];
      for (let start = 0; start < ids.length; start += BATCH) {
        const rows = await db
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.id, ids.slice(start, start + BATCH)));
        found.push(...rows.map((row) => row.id));
      }
      return found;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
