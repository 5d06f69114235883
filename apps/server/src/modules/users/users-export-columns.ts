import { roleLabel } from '@platform/contracts';
import type { ExportColumn } from '../files/exports.service.js';
import type { UsersReportRow } from './users-report.repository.js';

const yesNo = (value: boolean) => (value ? 'DA' : 'NU');

/** Columns of the users report export (spec 001 §2); the temporary password column only for ADMIN. */
export function USER_EXPORT_COLUMNS(isAdmin: boolean): ExportColumn<UsersReportRow>[] {
  const columns: ExportColumn<UsersReportRow>[] = [
    { header: 'Activ', value: ({ user }) => yesNo(user.isEnabled), width: 8 },
    { header: 'Data înregistrării', value: ({ user }) => user.createdAt },
    { header: 'Ultima autentificare', value: ({ user }) => user.lastLogin },
    { header: 'Nume', value: ({ user }) => user.nume, width: 30 },
    { header: 'Email', value: ({ user }) => user.email, width: 30 },
    { header: 'Rol', value: ({ user }) => roleLabel(user.role), width: 14 },
    { header: 'Telefon', value: ({ user }) => user.telefon },
    { header: 'Clasa', value: ({ user }) => user.clasa, width: 12 },
    {
      header: 'Formular școală completat',
      value: ({ user }) => yesNo(user.hasSchoolRegistrationFormCompleted),
    },
    { header: 'Motiv respingere', value: ({ user }) => user.rejectReason, width: 30 },
    { header: 'Notă telefonică', value: ({ user }) => user.phoneCallNote, width: 30 },
    { header: 'Școala', value: ({ school }) => school?.numeInstitutieInvatamant, width: 40 },
    { header: 'Județ', value: ({ school }) => school?.judet },
    { header: 'Oraș', value: ({ school }) => school?.oras },
  ];
  if (isAdmin) columns.push({ header: 'Parolă temporară', value: ({ user }) => user.plainTextPassword });
  return columns;
}
