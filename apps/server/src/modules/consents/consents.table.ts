import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** Parental approval records (spec 000 §2): the signature image and the eight consent flags. */
export const parentalConsents = pgTable(
  'parental_consents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pupilId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signatureUrl: text().notNull(),
    parentApproval: boolean().notNull(),
    prinPrezentaConfirmamInscriereaMinorului: boolean().notNull(),
    ecoterrieniPoateFolosiImagini: boolean().notNull(),
    amFostInformati: boolean().notNull(),
    prinPrezentaConfirmCaAmCititInformarea: boolean().notNull(),
    confirmCaInCazulInCareProiectul: boolean().notNull(),
    consimtPentruPastrareaDatelorPersonale: boolean().notNull(),
    amCititSiSuntDeAcord: boolean().notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parental_consents_pupil').on(t.pupilId)],
);
