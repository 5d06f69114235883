import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Role } from '@platform/contracts';
import { folded } from '../../db/text-filter.js';
import { schools } from '../schools/schools.table.js';
import { editions } from '../editions/editions.table.js';

/** Every account: pupils, teachers, staff and the SYNC machine account (spec 001 §3 User). */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    role: text().$type<Role>().notNull(),
    /** Stored trimmed and lower-cased; unique. */
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    nume: text().notNull(),
    telefon: text(),
    /** Pupil's class (e.g. "a VI-a B"). */
    clasa: text(),
    /** Pupil's display nickname. */
    nickname: text(),
    isEnabled: boolean().notNull().default(false),
    schoolId: integer().references((): AnyPgColumn => schools.id, { onDelete: 'set null' }),
    /** The teacher a pupil registered with (their code). */
    teacherId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Code a teacher gives pupils to register with; unique, teachers only. */
    teacherCode: text().unique(),
    editionId: integer().references(() => editions.id),
    hasSchoolRegistrationFormCompleted: boolean().notNull().default(false),
    needsSchoolRegistrationConfirmation: boolean().notNull().default(false),
    /**
     * One-time temporary password an ADMIN issued (architecture §6 plainTextPassword decision);
     * cleared as soon as the user sets a password. Never the user's own password.
     */
    plainTextPassword: text(),
    rejectReason: text(),
    phoneCallNote: text(),
    /** Uploaded collaboration protocol URLs (teachers). */
    protocolDeColaborare: jsonb().$type<string[]>().notNull().default([]),
    lastLogin: timestamp({ withTimezone: true }),
    /** Registration time ("timestamp" in the spec). */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A school's users, in id order: the report sorted by school name reads each school's users from it.
    index('users_school_id').on(t.schoolId, t.id),
    index('users_teacher').on(t.teacherId),
    index('users_created_at').on(t.createdAt),
    // The users report's sorts (issue 10): 'last login', 'newest first' and 'by name' read 20 rows of these
    // instead of sorting a million. They hold the report's whole order (`col desc nulls last, id`), so a deep
    // page skips its OFFSET inside the index alone (index-only scan) before reading 1,000 rows.
    index('users_last_login_id').on(t.lastLogin.desc().nullsLast(), t.id),
    index('users_created_at_desc_id').on(t.createdAt.desc().nullsLast(), t.id),
    // Every other sort of the report, each direction whole (the order's tie-break is the id ascending both
    // ways, so a backward read does not serve the other direction): a role or the enabled flag is shared by a
    // million pupils, and sorting them cost 0.5-1 s a page. The role and enabled filters use these too.
    // `desc nulls first` is what `order by role desc` means (db/sort-term.ts: no clause for columns without
    // nulls); an index `DESC NULLS LAST` would not serve it.
    index('users_last_login_asc_id').on(t.lastLogin.asc().nullsLast(), t.id),
    index('users_role_id').on(t.role, t.id),
    index('users_role_desc_id').on(t.role.desc().nullsFirst(), t.id),
    index('users_is_enabled_id').on(t.isEnabled, t.id),
    index('users_is_enabled_desc_id').on(t.isEnabled.desc().nullsFirst(), t.id),
    index('users_telefon_id').on(t.telefon.asc().nullsLast(), t.id),
    index('users_telefon_desc_id').on(t.telefon.desc().nullsLast(), t.id),
    index('users_clasa_id').on(t.clasa.asc().nullsLast(), t.id),
    index('users_clasa_desc_id').on(t.clasa.desc().nullsLast(), t.id),
    // By name, then pupil, with the lowered name after them (it orders nothing: the id is unique). The answers
    // report's walk by pupil tests its name filter, `lower(nume) like …`, on the lowered names this index holds
    // instead of lowering each name it reads: 43,073 names in 3.5-6.5 ms instead of 9.5-20 (migration 0022).
    index('users_nume_id_lower').on(t.nume, t.id, sql`lower(${t.nume})`),
    // The report's name and email filters (containsText: "contains", case and diacritics folded): a trigram
    // index finds a rare name among a million without reading them all, and ANALYZE keeps statistics of the
    // folded text, so a common one is estimated well enough to skip counting (db/capped-count.ts).
    index('users_nume_folded_trgm').using('gin', sql`${folded(t.nume)} gin_trgm_ops`),
    index('users_email_folded_trgm').using('gin', sql`${folded(t.email)} gin_trgm_ops`),
    // The same for the phone and call-note filters: without them a phone number looked up among a million users,
    // sorted by any column, read the sort's index to its end (2.0-3.4 s a page; migration 0025). Not the class:
    // its few names share their trigrams with most users, and a page sorted by school read that index's posting
    // lists once a school (minutes). Migration 0025 gives the folded class statistics of its own instead
    // (users_clasa_folded, CREATE STATISTICS, which drizzle-kit does not model).
    index('users_telefon_folded_trgm').using('gin', sql`${folded(t.telefon)} gin_trgm_ops`),
    index('users_phone_call_note_folded_trgm').using('gin', sql`${folded(t.phoneCallNote)} gin_trgm_ops`),
    // The answers report's pupil filter (ILIKE on the name as stored, not folded): a full name or a name that
    // matches nobody found among a million pupils without testing each name (0.4-0.8 s a page before).
    index('users_nume_trgm').using('gin', sql`${t.nume} gin_trgm_ops`),
  ],
);
