import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** A message sent by staff (spec 000 §3 Notification). Content is markdown. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subject: text().notNull(),
    content: text().notNull(),
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    sendAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_sender_send_at').on(t.senderId, t.sendAt.desc()),
    index('notifications_send_at').on(t.sendAt.desc()),
  ],
);

/** One row per receiver; school code, school name, name and role are joined from users/schools. */
export const notificationReceivers = pgTable(
  'notification_receivers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    receiverId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isRead: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('notification_receivers_unique').on(t.notificationId, t.receiverId),
    index('notification_receivers_receiver').on(t.receiverId, t.isRead),
  ],
);
