import { useMemo, useState } from 'react';
import { Button, Modal } from '@platform/ui';
import { SCHOOL_REQUEST_MESSAGES, type SchoolRequest } from '@platform/contracts';
import { useReportPage } from '../../../shared/table/use-report-page.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { SchoolDetails } from '../../../shared/ui/school-details.js';
import { DataTable, type CardLayout } from '../../../shared/table/data-table.js';
import { filterableColumns } from '../../../shared/table/filterable-columns.js';
import { useServerTable } from '../../../shared/table/use-server-table.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { ENROLLMENT_REQUESTS_MESSAGES as M } from '../../../shared/messages/table-messages.js';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { notify } from '../../../shared/toasts/notify.js';
import { enrollmentRequestsApi, useDecideSchoolRequestMutation } from '../enrollment-requests-api.js';
import { enrollmentRequestsColumns } from '../enrollment-requests-columns.js';
import { RejectRequestDialog } from '../components/reject-request-dialog.js';

/** The phone card of a row (below 768 px). */
const CARD_LAYOUT: CardLayout = {
  title: 'schoolName',
  badges: ['state'],
  fields: ['teacherName', 'startedAt'],
};

const DEFAULT_SORTING = [{ id: 'startedAt', desc: true }];

/** /rapoarte/profesori/autorizare-conturi (ADMIN): approve (enable, link the school, e-mail) or reject. */
export function EnrollmentRequestsPage({ title }: { title: string }) {
  const [details, setDetails] = useState<SchoolRequest | null>(null);
  const [rejecting, setRejecting] = useState<SchoolRequest | null>(null);
  const [decide] = useDecideSchoolRequestMutation();
  const viewerRole = useSessionClaims()?.role ?? 'ADMIN';

  const columns = useMemo(
    () =>
      enrollmentRequestsColumns({
        onDetails: setDetails,
        onReject: setRejecting,
        onApprove: (request) => void approve(request),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- approve only uses stable hooks
    [],
  );
  const filterable = useMemo(() => filterableColumns(columns), [columns]);
  const controller = useServerTable({ columns: filterable, defaultSorting: DEFAULT_SORTING });
  const report = useReportPage(enrollmentRequestsApi.endpoints.getSchoolRequests, controller.query);

  async function approve(request: SchoolRequest) {
    try {
      await decide({ id: request.id, approved: true }).unwrap();
      notify.success(SCHOOL_REQUEST_MESSAGES.approved);
      void report.refetch();
    } catch (error) {
      notify.error(readApiError(error, M.decisionFailed).message);
    }
  }

  const reject = async (request: SchoolRequest, rejectReason: string) => {
    try {
      await decide({ id: request.id, approved: false, rejectReason }).unwrap();
      notify.success(SCHOOL_REQUEST_MESSAGES.rejected);
      setRejecting(null);
      void report.refetch();
      return undefined;
    } catch (error) {
      const problem = readApiError(error, M.decisionFailed);
      notify.error(problem.message);
      return problem.fieldErrors.rejectReason;
    }
  };

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        tableId="enrollment-requests"
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
        getRowId={(request) => String(request.id)}
        onReload={() => void report.refetch()}
      />
      <Modal
        open={details !== null}
        onClose={() => setDetails(null)}
        title={M.detailsTitle}
        footer={
          <Button variant="secondary" onClick={() => setDetails(null)}>
            {COMMON_MESSAGES.close}
          </Button>
        }
      >
        {details && <SchoolDetails school={details.school} />}
      </Modal>
      <RejectRequestDialog
        key={rejecting?.id ?? 'closed'}
        request={rejecting}
        onClose={() => setRejecting(null)}
        onReject={reject}
      />
    </>
  );
}
