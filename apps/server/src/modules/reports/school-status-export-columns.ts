import type { Address, SchoolStatusRow } from '@platform/contracts';
import type { ExportColumn } from '../files/exports.service.js';

const yesNo = (value: boolean) => (value ? 'DA' : 'NU');
const PARTS: [keyof Address, string][] = [
  ['judet', 'Județ'],
  ['oras', 'Oraș'],
  ['comuna', 'Comună'],
  ['sat', 'Sat'],
  ['strada', 'Stradă'],
  ['numar', 'Număr'],
  ['bloc', 'Bloc'],
  ['scara', 'Scara'],
  ['etaj', 'Etaj'],
  ['apartament', 'Apartament'],
  ['codPostal', 'Cod poștal'],
];
const addressColumns = (
  label: string,
  pick: (row: SchoolStatusRow) => Address,
): ExportColumn<SchoolStatusRow>[] =>
  PARTS.map(([part, header]) => ({ header: `${header} (${label})`, value: (row) => pick(row)[part] }));

/** Columns of the edition report export (raport_editie_{edition}), spec 001 §2. */
export const SCHOOL_STATUS_EXPORT_COLUMNS: ExportColumn<SchoolStatusRow>[] = [
  { header: 'Școala', value: (row) => row.numeInstitutieInvatamant, width: 40 },
  { header: 'Cod SE', value: (row) => row.codSe },
  { header: 'CUI', value: (row) => row.cui },
  { header: 'Cod SIIIR', value: (row) => row.codSiiirUnitate },
  { header: 'Total DEEE (kg)', value: (row) => row.totalDeeeKg },
  { header: 'Total DBA (kg)', value: (row) => row.totalDbaKg },
  { header: 'Total becuri și neoane (kg)', value: (row) => row.totalBecuriSiNeoaneKg },
  { header: 'Puncte lecții', value: (row) => row.points.LESSON },
  { header: 'Puncte teme', value: (row) => row.points.HOMEWORK },
  { header: 'Puncte activități practice', value: (row) => row.points.PRACTICAL_ACTIVITY },
  { header: 'Puncte provocări lunare', value: (row) => row.points.MONTHLY_CHALLENGE },
  { header: 'Puncte provocări zilnice', value: (row) => row.points.DAILY_CHALLENGE },
  { header: 'Puncte comenzi', value: (row) => row.points.ORDERS },
  { header: 'Total puncte', value: (row) => row.sumTotalPoints },
  { header: 'Lecții aprobate', value: (row) => row.approvedCounts.LESSON },
  { header: 'Teme aprobate', value: (row) => row.approvedCounts.HOMEWORK },
  { header: 'Activități practice aprobate', value: (row) => row.approvedCounts.PRACTICAL_ACTIVITY },
  { header: 'Provocări lunare aprobate', value: (row) => row.approvedCounts.MONTHLY_CHALLENGE },
  { header: 'Provocări zilnice aprobate', value: (row) => row.approvedCounts.DAILY_CHALLENGE },
  ...addressColumns('principală', (row) => row.mainAddress),
  ...addressColumns('livrare', (row) => row.deliveryAddress),
  { header: 'Reprezentant legal', value: (row) => row.numeReprezentatLegal, width: 30 },
  { header: 'Profesor', value: (row) => row.teacherName, width: 30 },
  { header: 'Email profesor', value: (row) => row.teacherEmail, width: 30 },
  { header: 'Telefon profesor', value: (row) => row.teacherPhone },
  { header: 'Număr elevi (declarat)', value: (row) => row.numarElevi },
  { header: 'Elevi înscriși', value: (row) => row.studentsCount },
  { header: 'Deține recipiente', value: (row) => yesNo(row.detineRecipiente) },
  { header: 'Participare ediție anterioară', value: (row) => yesNo(row.participareEditieAnterioara) },
  { header: 'Adresă livrare aceeași cu școala', value: (row) => yesNo(row.adresaLivrareAceeasiCuScoala) },
];
