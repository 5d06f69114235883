import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * One `Idempotency-Key` a user sent (issue 12): the request's fingerprint and, once handled, the response
 * as it was sent. `statusCode` null = claimed, still being handled. The primary key is what makes parallel
 * replays (two tabs, two server processes) safe: exactly one insert wins the claim.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** sha256 of method, route and canonical JSON body: a key reused for another body is refused. */
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: text(),
    responseContentType: text(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_at').on(t.expiresAt)],
);
