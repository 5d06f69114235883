import { useMemo, useState } from 'react';
import type { User } from '@platform/contracts';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { DataTable, type CardLayout } from '../../../shared/table/data-table.js';
import { useServerTable } from '../../../shared/table/use-server-table.js';
import { filterableColumns } from '../../../shared/table/filterable-columns.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { useReportExport } from '../../../shared/api/use-report-export.js';
import { useReportPage } from '../../../shared/table/use-report-page.js';
import { usersReportApi } from '../users-report-api.js';
import { usersReportColumns } from '../users-report-columns.js';
import { PhoneNoteDialog } from '../components/phone-note-dialog.js';

/** The phone card of a row (below 768 px). */
const CARD_LAYOUT: CardLayout = {
  title: 'nume',
  badges: ['isEnabled'],
  fields: ['email', 'role', 'schoolName'],
};

const DEFAULT_SORTING = [{ id: 'lastLogin', desc: true }];

/** /rapoarte/utilizatori (ADMIN): every account, 20 per page, newest login first. */
export function UsersReportPage({ title }: { title: string }) {
  const [noteFor, setNoteFor] = useState<User | null>(null);
  const columns = useMemo(() => usersReportColumns(setNoteFor), []);
  const filterable = useMemo(() => filterableColumns(columns), [columns]);
  const viewerRole = useSessionClaims()?.role ?? 'ADMIN';
  const controller = useServerTable({ columns: filterable, defaultSorting: DEFAULT_SORTING });
  const report = useReportPage(usersReportApi.endpoints.getUsersReport, controller.query);

  const onExport = useReportExport('/users/report', controller.query);

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        tableId="users-report"
        cardLayout={CARD_LAYOUT}
        caption={title}
        columns={columns}
        page={report.data}
        isFetching={report.isFetching}
        isError={report.isError}
        error={report.error}
        controller={controller}
        viewerRole={viewerRole}
        getRowId={(user) => String(user.id)}
        onReload={() => void report.refetch()}
        onExport={onExport}
        more={report.more}
      />
      <PhoneNoteDialog
        key={noteFor?.id ?? 'closed'}
        user={noteFor}
        onClose={() => setNoteFor(null)}
        onSaved={() => void report.refetch()}
      />
    </>
  );
}
