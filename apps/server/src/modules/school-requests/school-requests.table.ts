import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/users.table.js';
import { schools } from '../schools/schools.table.js';
import { editions } from '../editions/editions.table.js';

export const SCHOOL_REQUEST_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type SchoolRequestState = (typeof SCHOOL_REQUEST_STATES)[number];

/** A teacher's school registration request, reviewed by an ADMIN. */
export const schoolRequests = pgTable(
  'school_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Existing school the request refers to, or the school created on approval. */
    schoolId: integer().references(() => schools.id, { onDelete: 'set null' }),
    editionId: integer().references(() => editions.id),
    /** The submitted school form (School fields of spec 001 §3), applied on approval. */
    schoolData: jsonb().$type<Record<string, unknown>>().notNull(),
    state: text().$type<SchoolRequestState>().notNull().default('PENDING'),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
    rejectedAt: timestamp({ withTimezone: true }),
    rejectReason: text(),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('school_requests_state_started').on(t.state, t.startedAt),
    index('school_requests_teacher').on(t.teacherId),
    index('school_requests_edition').on(t.editionId),
    // At most one pending request per teacher, even under concurrent submissions.
    uniqueIndex('school_requests_one_pending')
      .on(t.teacherId)
      .where(sql`${t.state} = 'PENDING'`),
  ],
);
