import { LESSON_TYPES, type SchoolStatusRow } from '@platform/contracts';
import { addressFrom } from '../schools/schools.mappers.js';
import type { SchoolStatusDbRow } from './school-status.repository.js';

const round2 = (value: number) => Math.round(value * 100) / 100;
const n = (value: string | number | null | undefined) => round2(Number(value ?? 0));

export function toSchoolStatusRow(row: SchoolStatusDbRow): SchoolStatusRow {
  const { school } = row;
  const points = {
    ...(Object.fromEntries(LESSON_TYPES.map((type) => [type, n(row[`points_${type}`])])) as Record<
      (typeof LESSON_TYPES)[number],
      number
    >),
    ORDERS: n(row.orderPoints),
  };
  const approvedCounts = Object.fromEntries(
    LESSON_TYPES.map((type) => [type, Number(row[`count_${type}`] ?? 0)]),
  ) as Record<(typeof LESSON_TYPES)[number], number>;
  return {
    schoolId: school.id,
    numeInstitutieInvatamant: school.numeInstitutieInvatamant,
    cui: school.cui,
    codSiiirUnitate: school.codSiiirUnitate,
    codSe: school.codSe,
    totalDeeeKg: n(row.deee),
    totalDbaKg: n(row.dba),
    totalBecuriSiNeoaneKg: n(row.becuri),
    points,
    sumTotalPoints: round2(Object.values(points).reduce((sum, value) => sum + value, 0)),
    approvedCounts,
    mainAddress: addressFrom(school, 'adresa'),
    deliveryAddress: addressFrom(school, school.adresaLivrareAceeasiCuScoala ? 'adresa' : 'livrare'),
    numeReprezentatLegal: school.numeReprezentatLegal,
    teacherName: row.teacherName,
    teacherEmail: row.teacherEmail,
    teacherPhone: row.teacherPhone,
    numarElevi: school.numarElevi,
    studentsCount: Number(row.pupils ?? 0),
    detineRecipiente: school.detineRecipiente,
    participareEditieAnterioara: school.participareEditieAnterioara,
    adresaLivrareAceeasiCuScoala: school.adresaLivrareAceeasiCuScoala,
  };
}
