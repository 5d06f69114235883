import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Outgoing e-mail; a worker delivers pending rows with retries, so a down SMTP server loses nothing. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** Set when the worker gave up after the maximum number of attempts. */
    failedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_pending').on(t.sentAt, t.nextAttemptAt)],
);
