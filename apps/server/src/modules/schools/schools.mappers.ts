import type { Address, AddressInput, School, SchoolFormData, SchoolFormInput } from '@platform/contracts';
import type { schools } from './schools.table.js';

export type SchoolRow = typeof schools.$inferSelect;
export type NewSchoolRow = typeof schools.$inferInsert;

const PARTS = [
  'judet',
  'oras',
  'comuna',
  'sat',
  'strada',
  'numar',
  'bloc',
  'scara',
  'etaj',
  'apartament',
  'codPostal',
] as const;
type Part = (typeof PARTS)[number];
const capitalize = (part: Part) => `${part[0]!.toUpperCase()}${part.slice(1)}`;

/** Reads the address parts stored under a column prefix (`adresa`, `livrare`, `pickup`). */
export function addressFrom(row: Record<string, unknown>, prefix: string): Address {
  return Object.fromEntries(
    PARTS.map((part) => [part, (row[`${prefix}${capitalize(part)}`] as string | null) ?? null]),
  ) as Address;
}

/** Column values of an address under a prefix; a missing address clears every part. */
export function addressColumnsOf(
  prefix: string,
  address: Partial<AddressInput> | Address | null | undefined,
) {
  return Object.fromEntries(
    PARTS.map((part) => [
      `${prefix}${capitalize(part)}`,
      (address?.[part] as string | null | undefined) ?? null,
    ]),
  ) as Record<string, string | null>;
}

export const emptyAddress = (): Address => addressFrom({}, 'x');

/** Row values of the school form; the delivery address copies the school address when it is the same. */
export function schoolFormColumns(form: SchoolFormInput | SchoolFormData): Partial<NewSchoolRow> {
  const same = form.adresaLivrareAceeasiCuScoala;
  return {
    numeInstitutieInvatamant: form.numeInstitutieInvatamant,
    cui: form.cui ?? null,
    codSiiirUnitate: form.codSiiirUnitate ?? null,
    ...addressColumnsOf('adresa', form.adresa),
    ...addressColumnsOf('livrare', same ? form.adresa : form.adresaLivrare),
    adresaLivrareAceeasiCuScoala: same,
    numarElevi: form.numarElevi ?? null,
    telefon: form.telefon ?? null,
    numeReprezentatLegal: form.numeReprezentatLegal ?? null,
    detineRecipiente: form.detineRecipiente,
    participareEditieAnterioara: form.participareEditieAnterioara,
  };
}

/** The school form data of a stored school (prefills a teacher's request or update). */
export function toSchoolFormData(row: SchoolRow): SchoolFormData {
  return {
    numeInstitutieInvatamant: row.numeInstitutieInvatamant,
    cui: row.cui,
    codSiiirUnitate: row.codSiiirUnitate,
    adresa: addressFrom(row, 'adresa'),
    adresaLivrareAceeasiCuScoala: row.adresaLivrareAceeasiCuScoala,
    adresaLivrare: row.adresaLivrareAceeasiCuScoala ? null : addressFrom(row, 'livrare'),
    numarElevi: row.numarElevi,
    telefon: row.telefon,
    numeReprezentatLegal: row.numeReprezentatLegal,
    detineRecipiente: row.detineRecipiente,
    participareEditieAnterioara: row.participareEditieAnterioara,
  };
}

export function toSchool(
  row: SchoolRow,
  teacher: { id: number; nume: string; email: string; telefon: string | null } | null,
): School {
  return {
    id: row.id,
    numeInstitutieInvatamant: row.numeInstitutieInvatamant,
    cui: row.cui,
    codSiiirUnitate: row.codSiiirUnitate,
    codSe: row.codSe,
    adresa: addressFrom(row, 'adresa'),
    adresaLivrare: addressFrom(row, 'livrare'),
    adresaLivrareAceeasiCuScoala: row.adresaLivrareAceeasiCuScoala,
    professor: teacher,
    numarElevi: row.numarElevi,
    telefon: row.telefon,
    numeReprezentatLegal: row.numeReprezentatLegal,
    detineRecipiente: row.detineRecipiente,
    participareEditieAnterioara: row.participareEditieAnterioara,
    schoolUpdatedAt: row.schoolUpdatedAt ? row.schoolUpdatedAt.toISOString() : null,
  };
}
