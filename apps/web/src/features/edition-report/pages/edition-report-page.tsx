import { useCallback, useMemo } from 'react';
import { useReportPage } from '../../../shared/table/use-report-page.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { DataTable, type CardLayout } from '../../../shared/table/data-table.js';
import { useServerTable } from '../../../shared/table/use-server-table.js';
import { filterableColumns } from '../../../shared/table/filterable-columns.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { useReportExport } from '../../../shared/api/use-report-export.js';
import { editionReportApi } from '../edition-report-api.js';
import { EditionDashboard } from '../../edition-dashboard/components/edition-dashboard.js';
import { editionReportColumns } from '../edition-report-columns.js';

/** The phone card of a row (below 768 px). */
const CARD_LAYOUT: CardLayout = {
  title: 'numeInstitutieInvatamant',
  fields: ['mainAddress.judet', 'sumTotalPoints', 'studentsCount'],
};

const DEFAULT_SORTING = [{ id: 'numeInstitutieInvatamant', desc: false }];

/**
 * /rapoarte/final-editie, 'Raport Editie' (DBEST, ADMIN; their home page): the 'Sumar' dashboard, then the schools of the chosen edition
 * (the current one first), 20 per page; the server names the export raport_editie_{edition name}.
 */
export function EditionReportPage({ title }: { title: string }) {
  const columns = useMemo(() => editionReportColumns(), []);
  const filterable = useMemo(() => filterableColumns(columns), [columns]);
  const viewerRole = useSessionClaims()?.role ?? 'ADMIN';
  const controller = useServerTable({ columns: filterable, defaultSorting: DEFAULT_SORTING });
  const noEdition = controller.state.editionId === null;
  // Waits for the edition selector's choice, so the first page is not asked for twice.
  const report = useReportPage(editionReportApi.endpoints.getSchoolStatusReport, controller.query, {
    skip: noEdition,
  });
  const refetch = report.refetch;
  const reload = useCallback(() => {
    if (!noEdition) void refetch();
  }, [refetch, noEdition]);

  const onExport = useReportExport('/schools/status-report', controller.query);

  return (
    <>
      <PageHeader title={title} />
      <EditionDashboard />
      <DataTable
        tableId="edition-report"
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
        getRowId={(row) => String(row.schoolId)}
        onReload={reload}
        onExport={onExport}
        showEditionSelector
      />
    </>
  );
}
