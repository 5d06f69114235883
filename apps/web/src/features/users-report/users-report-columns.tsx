import { ROLES, roleLabel, type User } from '@platform/contracts';
import { Button } from '@platform/ui';
import { formatDateTime } from '../../shared/dates/format-date.js';
import { TABLE_MESSAGES, USERS_REPORT_MESSAGES as M } from '../../shared/messages/table-messages.js';
import { reportColumnHelper } from '../../shared/table/table-features.js';

const helper = reportColumnHelper<User>();
const yesNo = (value: boolean) => (value ? TABLE_MESSAGES.yes : TABLE_MESSAGES.no);
const roleOptions = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** Columns of the users report (spec 001 §2); the password column and the note action are ADMIN-only. */
export function usersReportColumns(onAddNote: (user: User) => void) {
  return helper.columns([
    helper.accessor('isEnabled', {
      header: M.isEnabled,
      cell: (info) => yesNo(info.getValue()),
      meta: { sortField: 'isEnabled', filter: { kind: 'boolean', param: 'isEnabled' } },
    }),
    helper.accessor('timestamp', {
      header: M.timestamp,
      cell: (info) => formatDateTime(info.getValue()),
      meta: { sortField: 'timestamp' },
    }),
    helper.accessor('lastLogin', {
      header: M.lastLogin,
      cell: (info) => formatDateTime(info.getValue()),
      meta: { sortField: 'lastLogin' },
    }),
    helper.accessor('nume', {
      header: M.nume,
      meta: { sortField: 'nume', filter: { kind: 'text', param: 'nume' } },
    }),
    helper.accessor('email', {
      header: M.email,
      meta: { sortField: 'email', filter: { kind: 'text', param: 'email' } },
    }),
    helper.accessor('role', {
      header: M.role,
      cell: (info) => roleLabel(info.getValue()),
      meta: { sortField: 'role', filter: { kind: 'choice', param: 'role', options: roleOptions } },
    }),
    helper.accessor('telefon', {
      header: M.telefon,
      meta: { sortField: 'telefon', filter: { kind: 'text', param: 'telefon' } },
    }),
    helper.accessor('clasa', {
      header: M.clasa,
      meta: { sortField: 'clasa', filter: { kind: 'text', param: 'clasa' } },
    }),
    helper.accessor('hasSchoolRegistrationFormCompleted', {
      header: M.formCompleted,
      cell: (info) => yesNo(info.getValue()),
    }),
    helper.accessor('rejectReason', { header: M.rejectReason }),
    helper.accessor('phoneCallNote', {
      header: M.phoneCallNote,
      meta: { filter: { kind: 'text', param: 'phoneCallNote' } },
    }),
    helper.accessor((user) => user.school?.numeInstitutieInvatamant ?? '', {
      id: 'schoolName',
      header: M.schoolName,
      meta: { sortField: 'schoolName', filter: { kind: 'text', param: 'schoolName' } },
    }),
    helper.accessor((user) => user.school?.judet ?? '', {
      id: 'judet',
      header: M.judet,
      meta: { filter: { kind: 'text', param: 'judet' } },
    }),
    helper.accessor((user) => user.school?.oras ?? '', {
      id: 'oras',
      header: M.oras,
      meta: { filter: { kind: 'text', param: 'oras' } },
    }),
    helper.accessor('plainTextPassword', { header: M.plainTextPassword }),
    helper.display({
      id: 'actions',
      header: M.actions,
      cell: (info) => (
        <Button size="sm" variant="secondary" onClick={() => onAddNote(info.row.original)}>
          {M.addNote}
        </Button>
      ),
    }),
  ]);
}
