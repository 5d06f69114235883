import { Badge, Button } from '@platform/ui';
import { SCHOOL_REQUEST_STATES, type SchoolRequest } from '@platform/contracts';
import { formatDateTime } from '../../shared/dates/format-date.js';
import { ENROLLMENT_REQUESTS_MESSAGES as M } from '../../shared/messages/table-messages.js';
import { reportColumnHelper } from '../../shared/table/table-features.js';

const helper = reportColumnHelper<SchoolRequest>();
const stateTone = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;

export interface EnrollmentActions {
  onApprove: (request: SchoolRequest) => void;
  onReject: (request: SchoolRequest) => void;
  onDetails: (request: SchoolRequest) => void;
}

/**
 * Columns of 'Cereri Inscrieri': newest first; pending requests can be approved or rejected. School, teacher,
 * state and the buttons come first, so the decision is in view without scrolling sideways on a laptop.
 */
export function enrollmentRequestsColumns(actions: EnrollmentActions) {
  return helper.columns([
    helper.accessor('startedAt', {
      header: M.startedAt,
      cell: (info) => formatDateTime(info.getValue()),
      meta: { sortField: 'startedAt' },
    }),
    helper.accessor('state', {
      header: M.state,
      cell: (info) => <Badge tone={stateTone[info.getValue()]}>{M.states[info.getValue()]}</Badge>,
      meta: {
        sortField: 'state',
        filter: {
          kind: 'choice',
          param: 'state',
          options: SCHOOL_REQUEST_STATES.map((state) => ({ value: state, label: M.states[state] })),
        },
      },
    }),
    helper.accessor((request) => request.teacher.nume, {
      id: 'teacherName',
      header: M.teacher,
      meta: { sortField: 'teacherName', filter: { kind: 'text', param: 'teacherName' } },
    }),
    helper.accessor((request) => request.school.numeInstitutieInvatamant, {
      id: 'schoolName',
      header: M.school,
      meta: { filter: { kind: 'text', param: 'schoolName' } },
    }),
    helper.display({
      id: 'actions',
      header: M.actions,
      cell: (info) => {
        const request = info.row.original;
        return (
          <div className="data-table__row-actions">
            <Button size="sm" variant="ghost" onClick={() => actions.onDetails(request)}>
              {M.details}
            </Button>
            {request.state === 'PENDING' && (
              <>
                <Button size="sm" onClick={() => actions.onApprove(request)}>
                  {M.approve}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="row-action--destructive"
                  onClick={() => actions.onReject(request)}
                >
                  {M.reject}
                </Button>
              </>
            )}
          </div>
        );
      },
    }),
    helper.accessor((request) => request.teacher.email, { id: 'email', header: M.email }),
    helper.accessor((request) => request.teacher.telefon ?? '', { id: 'telefon', header: M.telefon }),
    helper.accessor((request) => request.school.adresa.judet ?? '', { id: 'judet', header: M.judet }),
    helper.accessor((request) => request.school.adresa.oras ?? '', { id: 'oras', header: M.oras }),
    helper.accessor('approvedAt', {
      header: M.approvedAt,
      cell: (info) => formatDateTime(info.getValue()),
      meta: { sortField: 'approvedAt' },
    }),
    helper.accessor('rejectReason', { header: M.rejectReason }),
  ]);
}
