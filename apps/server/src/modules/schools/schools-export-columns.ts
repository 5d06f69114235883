import type { SchoolReportRow } from '@platform/contracts';
import type { ExportColumn } from '../files/exports.service.js';

/** Columns of the schools report export (spec 001 §2), in screen order. */
export const SCHOOL_EXPORT_COLUMNS: ExportColumn<SchoolReportRow>[] = [
  { header: 'Nume școală', value: (row) => row.numeInstitutieInvatamant, width: 40 },
  { header: 'CUI', value: (row) => row.cui },
  { header: 'Cod SIIIR', value: (row) => row.codSiiirUnitate },
  { header: 'Cod SE', value: (row) => row.codSe },
  { header: 'Județ', value: (row) => row.judet },
  { header: 'Oraș', value: (row) => row.oras },
  { header: 'Profesor', value: (row) => row.teacherName, width: 30 },
  { header: 'Număr elevi', value: (row) => row.numarElevi },
  { header: 'Telefon', value: (row) => row.telefon },
];
