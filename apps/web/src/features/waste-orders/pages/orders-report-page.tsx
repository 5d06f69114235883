import { useCallback, useMemo, useRef } from 'react';
import { useReportPage } from '../../../shared/table/use-report-page.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { DataTable, type CardLayout } from '../../../shared/table/data-table.js';
import { useServerTable } from '../../../shared/table/use-server-table.js';
import { filterableColumns } from '../../../shared/table/filterable-columns.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { useReportExport } from '../../../shared/api/use-report-export.js';
import { useGetOrderCountiesQuery, wasteOrdersApi } from '../waste-orders-api.js';
import { wasteOrdersColumns } from '../waste-orders-columns.js';
import { useOrderActions } from '../use-order-actions.js';
import { useOrderUpload } from '../use-order-upload.js';
import { EditOrderDialog } from '../components/edit-order-dialog.js';
import { RejectOrderDialog } from '../components/reject-order-dialog.js';
import { RealValuesDialog } from '../components/real-values-dialog.js';
import { DeleteOrderDialog } from '../components/delete-order-dialog.js';
import { OrderAttachments } from '../components/order-attachments.js';
import '../waste-orders.css';

/** The phone card of a row (below 768 px). */
const CARD_LAYOUT: CardLayout = {
  title: 'schoolName',
  badges: ['status'],
  fields: ['deeeKg', 'dbaKg', 'becuriSiNeoaneKg'],
};

const DEFAULT_SORTING = [{ id: 'timestamp', desc: true }];
const EXPORT_PATH = '/waste-collection-forms/report';

/** /rapoarte/comenzi (DBEST, ADMIN, PROFESOR, LOGISTIC): orders of an edition, row actions by role. */
export function OrdersReportPage({ title }: { title: string }) {
  const role = useSessionClaims()?.role ?? 'PROFESOR';
  const isStaff = role === 'ADMIN' || role === 'DBEST';
  const reloadRef = useRef<() => void>(() => undefined);
  const actions = useOrderActions(() => reloadRef.current());
  const { validate, markProcessed, openReject, openEdit, openRealValues, openDelete } = actions;
  const columns = useMemo(
    () =>
      wasteOrdersColumns(role, {
        onEdit: openEdit,
        onValidate: validate,
        onReject: openReject,
        onProcess: markProcessed,
        onRealValues: openRealValues,
        onDelete: openDelete,
        busyId: actions.busyId,
      }),
    [role, openEdit, validate, openReject, markProcessed, openRealValues, openDelete, actions.busyId],
  );
  const filterable = useMemo(() => filterableColumns(columns), [columns]);
  const controller = useServerTable({ columns: filterable, defaultSorting: DEFAULT_SORTING });
  const report = useReportPage(wasteOrdersApi.endpoints.getWasteOrdersReport, controller.query, {
    skip: controller.state.editionId === null,
  });
  const counties = useGetOrderCountiesQuery(undefined, { skip: !isStaff });
  const upload = useOrderUpload();
  const refetch = report.refetch;
  const reload = useCallback(() => {
    if (controller.state.editionId !== null) void refetch();
  }, [refetch, controller.state.editionId]);
  reloadRef.current = reload;

  const onExport = useReportExport(EXPORT_PATH, controller.query);

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        tableId="orders"
        cardLayout={CARD_LAYOUT}
        caption={title}
        columns={columns}
        page={report.data}
        more={report.more}
        isFetching={report.isFetching}
        isError={report.isError}
        error={report.error}
        controller={controller}
        viewerRole={role}
        getRowId={(order) => String(order.id)}
        onReload={reload}
        onExport={onExport}
        showEditionSelector
        renderRowDetails={(order) => <OrderAttachments order={order} />}
      />
      <RejectOrderDialog
        key={`reject-${actions.rejecting?.id ?? 'closed'}`}
        order={actions.rejecting}
        isBusy={actions.isRejecting}
        onClose={actions.closeReject}
        onReject={(order, reason) => void actions.reject(order, reason)}
      />
      <EditOrderDialog
        key={`edit-${actions.editing?.id ?? 'closed'}`}
        order={actions.editing}
        counties={counties.data ?? []}
        onClose={actions.closeEdit}
        upload={upload}
        onSave={actions.saveEdit}
      />
      <RealValuesDialog
        key={`real-${actions.entering?.id ?? 'closed'}`}
        order={actions.entering}
        onClose={actions.closeRealValues}
        upload={upload}
        onSave={actions.saveRealValues}
      />
      <DeleteOrderDialog
        order={actions.deleting}
        isBusy={actions.isDeleting}
        onClose={actions.closeDelete}
        onConfirm={(order) => void actions.remove(order)}
      />
    </>
  );
}
