import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { editions } from '../editions/editions.table.js';

/** The address parts of spec 001 §3, reused for school, delivery and pickup addresses. */
export function addressColumns<P extends string>(prefix: P) {
  return {
    [`${prefix}Judet`]: text(),
    [`${prefix}Oras`]: text(),
    [`${prefix}Comuna`]: text(),
    [`${prefix}Sat`]: text(),
    [`${prefix}Strada`]: text(),
    [`${prefix}Numar`]: text(),
    [`${prefix}Bloc`]: text(),
    [`${prefix}Scara`]: text(),
    [`${prefix}Etaj`]: text(),
    [`${prefix}Apartament`]: text(),
    [`${prefix}CodPostal`]: text(),
  } as {
    [
      K in `${P}${'Judet' | 'Oras' | 'Comuna' | 'Sat' | 'Strada' | 'Numar' | 'Bloc' | 'Scara' | 'Etaj' | 'Apartament' | 'CodPostal'}`
    ]: ReturnType<typeof text>;
  };
}

/** Schools taking part in the programme. The teacher(s) are users with this schoolId. */
export const schools = pgTable(
  'schools',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    numeInstitutieInvatamant: text().notNull(),
    cui: text(),
    codSiiirUnitate: text(),
    /** Programme code of the school (SE code), unique when present. */
    codSe: text().unique(),
    ...addressColumns('adresa'),
    ...addressColumns('livrare'),
    adresaLivrareAceeasiCuScoala: boolean().notNull().default(true),
    numarElevi: integer(),
    telefon: text(),
    numeReprezentatLegal: text(),
    detineRecipiente: boolean().notNull().default(false),
    participareEditieAnterioara: boolean().notNull().default(false),
    schoolUpdatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schools_nume').on(t.numeInstitutieInvatamant),
    // The schools in the users' and answers' reports sorted by school name descending, empty last: without it
    // PostgreSQL sorted the million users of every school instead of walking the schools in this order (the
    // ascending walk reads schools_nume).
    index('schools_nume_desc').on(t.numeInstitutieInvatamant.desc().nullsLast()),
    index('schools_judet_oras').on(t.adresaJudet, t.adresaOras),
    index('schools_cui').on(t.cui),
    index('schools_siiir').on(t.codSiiirUnitate),
  ],
);

/** A school's yearly participation confirmation per edition. */
export const schoolParticipations = pgTable(
  'school_participations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    editionId: integer()
      .notNull()
      .references(() => editions.id),
    confirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('school_participations_school_edition').on(t.schoolId, t.editionId),
    index('school_participations_edition').on(t.editionId),
  ],
);
