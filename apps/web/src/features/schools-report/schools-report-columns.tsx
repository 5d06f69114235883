import type { SchoolReportRow } from '@platform/contracts';
import { SCHOOLS_REPORT_MESSAGES as M } from './schools-report-messages.js';
import { reportColumnHelper } from '../../shared/table/table-features.js';

const helper = reportColumnHelper<SchoolReportRow>();

/** A sortable text column whose sort field and filter parameter are the row field's name. */
const textColumn = (field: Exclude<keyof SchoolReportRow, 'id' | 'numarElevi'>) =>
  helper.accessor(field, {
    header: M[field],
    meta: { sortField: field, filter: { kind: 'text', param: field } },
  });

/**
 * Columns of the schools report (spec 001 §2), in the export's order. The SE code filters but does not sort;
 * the student count sorts but the server has no filter for it.
 */
export function schoolsReportColumns() {
  return helper.columns([
    textColumn('numeInstitutieInvatamant'),
    textColumn('cui'),
    textColumn('codSiiirUnitate'),
    helper.accessor('codSe', {
      header: M.codSe,
      meta: { filter: { kind: 'text', param: 'codSe' } },
    }),
    textColumn('judet'),
    textColumn('oras'),
    textColumn('teacherName'),
    helper.accessor('numarElevi', {
      header: M.numarElevi,
      cell: (info) => info.getValue()?.toLocaleString('ro-RO') ?? '',
      meta: { sortField: 'numarElevi', align: 'end' },
    }),
    textColumn('telefon'),
  ]);
}
