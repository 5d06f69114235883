import { useCallback, useMemo } from 'react';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { DataTable } from '../../../shared/table/data-table.js';
import { useServerTable } from '../../../shared/table/use-server-table.js';
import { filterableColumns } from '../../../shared/table/filterable-columns.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { useExportReportMutation } from '../../../shared/api/report-export.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { TABLE_MESSAGES } from '../../../shared/messages/table-messages.js';
import { notify } from '../../../shared/toasts/notify.js';
import { useGetSchoolsReportQuery } from '../schools-report-api.js';
import { schoolsReportColumns } from '../schools-report-columns.js';

const DEFAULT_SORTING = [{ id: 'numeInstitutieInvatamant', desc: false }];

/** /rapoarte/scoli (DBEST, ADMIN): every school, 20 per page, by name; the export is raport_scoli. */
export function SchoolsReportPage({ title }: { title: string }) {
  const columns = useMemo(() => schoolsReportColumns(), []);
  const filterable = useMemo(() => filterableColumns(columns), [columns]);
  const viewerRole = useSessionClaims()?.role ?? 'ADMIN';
  const controller = useServerTable({ columns: filterable, defaultSorting: DEFAULT_SORTING });
  const report = useGetSchoolsReportQuery(controller.query);
  const [exportReport] = useExportReportMutation();

  const onExport = useCallback(async () => {
    try {
      await exportReport({ path: '/schools/report', query: controller.query }).unwrap();
    } catch (error) {
      notify.error(readApiError(error, TABLE_MESSAGES.exportFailed).message);
    }
  }, [exportReport, controller.query]);

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        caption={title}
        columns={columns}
        page={report.data}
        isFetching={report.isFetching}
        isError={report.isError}
        controller={controller}
        viewerRole={viewerRole}
        getRowId={(school) => String(school.id)}
        onReload={() => void report.refetch()}
        onExport={onExport}
      />
    </>
  );
}
