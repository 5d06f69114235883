import type { Address, SchoolStatusRow } from '@platform/contracts';
import { TABLE_MESSAGES } from '../../shared/messages/table-messages.js';
import { reportColumnHelper } from '../../shared/table/table-features.js';
import { EDITION_REPORT_MESSAGES as M } from './edition-report-messages.js';

const helper = reportColumnHelper<SchoolStatusRow>();

const KG = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const POINTS = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });
/** Kilograms always with two decimals (spec 001 §2), e.g. '1.234,50'. */
export const formatKg = (value: number) => KG.format(value);
const formatPoints = (value: number) => POINTS.format(value);
const yesNo = (value: boolean) => (value ? TABLE_MESSAGES.yes : TABLE_MESSAGES.no);

const KG_FIELDS = ['totalDeeeKg', 'totalDbaKg', 'totalBecuriSiNeoaneKg'] as const;
const POINT_KINDS = Object.keys(M.points) as (keyof typeof M.points)[];
const COUNT_KINDS = Object.keys(M.approvedCounts) as (keyof typeof M.approvedCounts)[];
const ADDRESS_PARTS = Object.keys(M.addressParts) as (keyof Address)[];
const BOOLEAN_FIELDS = [
  'detineRecipiente',
  'participareEditieAnterioara',
  'adresaLivrareAceeasiCuScoala',
] as const;

/** The parts of one address; the main address's county and city sort and filter on the server. */
function addressColumns(kind: 'mainAddress' | 'deliveryAddress') {
  return ADDRESS_PARTS.map((part) => {
    const serverField = kind === 'mainAddress' && (part === 'judet' || part === 'oras') ? part : undefined;
    return helper.accessor((row) => row[kind][part] ?? '', {
      id: `${kind}.${part}`,
      header: `${M.addressParts[part]} (${M[kind]})`,
      meta: serverField ? { sortField: serverField, filter: { kind: 'text', param: serverField } } : {},
    });
  });
}

/**
 * Columns of 'Raport Editie' (spec 001 §2), in the export's order: kg per waste type, points per activity kind,
 * approved counts, both addresses part by part, contacts, pupils and the three DA/NU flags. Sorting and
 * filtering are offered where the server supports them (SCHOOL_STATUS_SORT_FIELDS and the query's filters).
 */
export function editionReportColumns() {
  return helper.columns([
    helper.accessor('numeInstitutieInvatamant', {
      header: M.numeInstitutieInvatamant,
      meta: {
        sortField: 'numeInstitutieInvatamant',
        filter: { kind: 'text', param: 'numeInstitutieInvatamant' },
      },
    }),
    helper.accessor('codSe', {
      header: M.codSe,
      meta: { filter: { kind: 'text', param: 'codSe' } },
    }),
    helper.accessor('cui', { header: M.cui }),
    helper.accessor('codSiiirUnitate', { header: M.codSiiirUnitate }),
    ...KG_FIELDS.map((field) =>
      helper.accessor(field, {
        header: M[field],
        cell: (info) => formatKg(info.getValue()),
        meta: { sortField: field, align: 'end' },
      }),
    ),
    ...POINT_KINDS.map((kind) =>
      helper.accessor((row) => row.points[kind], {
        id: `points.${kind}`,
        header: M.points[kind],
        cell: (info) => formatPoints(info.getValue()),
        meta: { align: 'end' },
      }),
    ),
    helper.accessor('sumTotalPoints', {
      header: M.sumTotalPoints,
      cell: (info) => formatPoints(info.getValue()),
      meta: { sortField: 'sumTotalPoints', align: 'end' },
    }),
    ...COUNT_KINDS.map((kind) =>
      helper.accessor((row) => row.approvedCounts[kind], {
        id: `approvedCounts.${kind}`,
        header: M.approvedCounts[kind],
        cell: (info) => info.getValue().toLocaleString('ro-RO'),
        meta: { align: 'end' },
      }),
    ),
    ...addressColumns('mainAddress'),
    ...addressColumns('deliveryAddress'),
    helper.accessor('numeReprezentatLegal', { header: M.numeReprezentatLegal }),
    helper.accessor('teacherName', {
      header: M.teacherName,
      meta: { filter: { kind: 'text', param: 'teacherName' } },
    }),
    helper.accessor('teacherEmail', { header: M.teacherEmail }),
    helper.accessor('teacherPhone', { header: M.teacherPhone }),
    helper.accessor('numarElevi', {
      header: M.numarElevi,
      cell: (info) => info.getValue()?.toLocaleString('ro-RO') ?? '',
      meta: { sortField: 'numarElevi', align: 'end' },
    }),
    helper.accessor('studentsCount', {
      header: M.studentsCount,
      cell: (info) => info.getValue().toLocaleString('ro-RO'),
      meta: { sortField: 'studentsCount', align: 'end' },
    }),
    ...BOOLEAN_FIELDS.map((field) =>
      helper.accessor(field, { header: M[field], cell: (info) => yesNo(info.getValue()) }),
    ),
  ]);
}
