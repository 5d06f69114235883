import { useCallback, useMemo, useRef, useState } from 'react';
import type { AnswerReportRow } from '@platform/contracts';
import { useReportPage } from '../../../shared/table/use-report-page.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { DataTable, type CardLayout } from '../../../shared/table/data-table.js';
import { useServerTable } from '../../../shared/table/use-server-table.js';
import { filterableColumns } from '../../../shared/table/filterable-columns.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { useReportExport } from '../../../shared/api/use-report-export.js';
import { answersReportColumns } from '../answers-report-columns.js';
import { useAnswerReview } from '../use-answer-review.js';
import { answersReportApi } from '../answers-report-api.js';
import { DeleteAnswersDialog } from '../components/delete-answers-dialog.js';
import { RejectAnswerDialog } from '../components/reject-answer-dialog.js';
import { ViewAnswerDialog } from '../components/view-answer-dialog.js';
import '../answers-report.css';

/** The phone card of a row (below 768 px). */
const CARD_LAYOUT: CardLayout = {
  title: 'userName',
  badges: ['state'],
  fields: ['lessonTitle', 'points', 'timestamp'],
};

const DEFAULT_SORTING = [{ id: 'timestamp', desc: true }];

/** /raportare/raspunsuri-quizuri, 'Istoric Activitati' (DBEST, ADMIN, PROFESOR): answers, approval, deletion. */
export function AnswersReportPage({ title }: { title: string }) {
  const role = useSessionClaims()?.role ?? 'PROFESOR';
  const [viewing, setViewing] = useState<AnswerReportRow | null>(null);
  const reloadRef = useRef<() => void>(() => undefined);
  const review = useAnswerReview(() => reloadRef.current());
  const { approve, openReject, openDelete } = review;
  const columns = useMemo(
    () =>
      answersReportColumns(role, {
        onApprove: approve,
        onReject: openReject,
        onView: setViewing,
        onDelete: openDelete,
        busyRowId: review.approvingId,
      }),
    [role, approve, openReject, openDelete, review.approvingId],
  );
  const filterable = useMemo(() => filterableColumns(columns), [columns]);
  const controller = useServerTable({ columns: filterable, defaultSorting: DEFAULT_SORTING });
  const report = useReportPage(answersReportApi.endpoints.getAnswersReport, controller.query, {
    skip: controller.state.editionId === null,
  });
  const refetch = report.refetch;
  const reload = useCallback(() => {
    if (controller.state.editionId !== null) void refetch();
  }, [refetch, controller.state.editionId]);
  reloadRef.current = reload;

  const onExport = useReportExport('/lessons/answers/report', controller.query);

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        tableId="answers"
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
        getRowId={(row) => String(row.id)}
        onReload={reload}
        onExport={onExport}
        showEditionSelector
      />
      <RejectAnswerDialog
        key={review.rejecting?.id ?? 'closed'}
        row={review.rejecting}
        isBusy={review.isRejecting}
        onClose={review.closeReject}
        onReject={(row, reason) => void review.reject(row, reason)}
      />
      <DeleteAnswersDialog
        row={review.deleting}
        isBusy={review.isDeleting}
        onClose={review.closeDelete}
        onConfirm={(row) => void review.remove(row)}
      />
      <ViewAnswerDialog row={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
