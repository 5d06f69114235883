import { useMemo } from 'react';
import { useReportPage } from '../../../shared/table/use-report-page.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { DataTable, type CardLayout } from '../../../shared/table/data-table.js';
import { useServerTable } from '../../../shared/table/use-server-table.js';
import { filterableColumns } from '../../../shared/table/filterable-columns.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { useReportExport } from '../../../shared/api/use-report-export.js';
import { schoolsReportApi } from '../schools-report-api.js';
import { schoolsReportColumns } from '../schools-report-columns.js';

/** The phone card of a row (below 768 px). */
const CARD_LAYOUT: CardLayout = {
  title: 'numeInstitutieInvatamant',
  fields: ['judet', 'oras', 'teacherName'],
};

const DEFAULT_SORTING = [{ id: 'numeInstitutieInvatamant', desc: false }];

/** /rapoarte/scoli (DBEST, ADMIN): every school, 20 per page, by name; the export is raport_scoli. */
export function SchoolsReportPage({ title }: { title: string }) {
  const columns = useMemo(() => schoolsReportColumns(), []);
  const filterable = useMemo(() => filterableColumns(columns), [columns]);
  const viewerRole = useSessionClaims()?.role ?? 'ADMIN';
  const controller = useServerTable({ columns: filterable, defaultSorting: DEFAULT_SORTING });
  const report = useReportPage(schoolsReportApi.endpoints.getSchoolsReport, controller.query);

  const onExport = useReportExport('/schools/report', controller.query);

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        tableId="schools-report"
        cardLayout={CARD_LAYOUT}
        caption={title}
        columns={columns}
        page={report.data}
        more={report.more}
        isFetching={report.isFetching}
        isError={report.isError}
        error={report.error}
        controller={controller}
        viewerRole={viewerRole}
        getRowId={(school) => String(school.id)}
        onReload={() => void report.refetch()}
        onExport={onExport}
      />
    </>
  );
}
