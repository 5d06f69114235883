import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';
import { editions } from '../editions/editions.table.js';
import { addressColumns, schools } from '../schools/schools.table.js';

/** A document attached to an order (proces-verbal, order document). */
export interface OrderDocument {
  url: string;
  name?: string;
  uploadedAt?: string;
}

/** Waste collection orders (spec 001 §3 Waste order). */
export const wasteOrders = pgTable(
  'waste_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id),
    editionId: integer()
      .notNull()
      .references(() => editions.id),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Creation time ("timestamp" in the spec). */
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    validatedAt: timestamp({ withTimezone: true }),
    deeeOrderProcessedDate: timestamp({ withTimezone: true }),
    dbaOrderProcessedDate: timestamp({ withTimezone: true }),
    /** Indicative collection date (the API shows epoch seconds). */
    dataOrientativaColectare: timestamp({ withTimezone: true }),
    deeeOrderNumber: text(),
    dbaOrderNumber: text(),
    contactPersonName: text().notNull(),
    contactPersonEmail: text().notNull(),
    contactPersonPhone: text().notNull(),
    ...addressColumns('pickup'),
    pickupAddressSameWithSchoolAddress: boolean().notNull().default(true),
    deeeKg: integer().notNull().default(0),
    dbaKg: integer().notNull().default(0),
    becuriSiNeoaneKg: integer().notNull().default(0),
    realDeeeKg: numeric({ precision: 12, scale: 2, mode: 'number' }),
    realDbaKg: numeric({ precision: 12, scale: 2, mode: 'number' }),
    realBecuriSiNeoaneKg: numeric({ precision: 12, scale: 2, mode: 'number' }),
    /** null = not yet reviewed, true = validated, false = rejected (irreversible). */
    isValidated: boolean(),
    isProcessed: boolean().notNull().default(false),
    processedAt: timestamp({ withTimezone: true }),
    rejectReason: text(),
    rejectedAt: timestamp({ withTimezone: true }),
    photos: jsonb().$type<string[]>().notNull().default([]),
    deeeOrderDocument: text(),
    dbaOrderDocument: text(),
    proceseVerbale: jsonb().$type<OrderDocument[]>().notNull().default([]),
    /** Points awarded from the real kilograms (rate of the edition). */
    points: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waste_orders_edition_timestamp').on(t.editionId, t.timestamp.desc()),
    index('waste_orders_school_edition').on(t.schoolId, t.editionId),
    index('waste_orders_status').on(t.isValidated, t.isProcessed),
  ],
);
