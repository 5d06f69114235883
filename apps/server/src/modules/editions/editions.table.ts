import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Campaign editions (school years); exactly one is current. */
export const editions = pgTable(
  'editions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nume: text().notNull().unique(),
    isCurrentEdition: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** Points awarded per real kilogram collected, per waste kind (decision: rate per edition). */
    pointsPerKgDeee: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    pointsPerKgDba: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    pointsPerKgBecuri: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one current edition.
    uniqueIndex('editions_single_current')
      .on(t.isCurrentEdition)
      .where(sql`${t.isCurrentEdition} = true`),
    index('editions_created_at').on(t.createdAt),
  ],
);
