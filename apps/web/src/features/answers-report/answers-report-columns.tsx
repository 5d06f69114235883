import { Badge, Button } from '@platform/ui';
import {
  ANSWER_STATE_LABELS,
  ANSWER_STATES,
  LESSON_TYPE_INFO,
  LESSON_TYPES,
  type AnswerReportRow,
  type AnswerState,
  type Role,
} from '@platform/contracts';
import { formatDateTime } from '../../shared/dates/format-date.js';
import { reportColumnHelper } from '../../shared/table/table-features.js';
import { ANSWERS_REPORT_MESSAGES as M } from './answers-report-messages.js';

const helper = reportColumnHelper<AnswerReportRow>();
const stateOptions = ANSWER_STATES.map((state) => ({ value: state, label: ANSWER_STATE_LABELS[state] }));
const typeOptions = LESSON_TYPES.map((type) => ({ value: type, label: LESSON_TYPE_INFO[type].displayName }));
const STATE_TONES: Record<AnswerState, 'neutral' | 'success' | 'warning' | 'danger' | 'info'> = {
  IN_PROGRESS: 'neutral',
  COMPLETED: 'info',
  PENDING_APPROVAL: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

export interface AnswerRowActions {
  onApprove(row: AnswerReportRow): void;
  onReject(row: AnswerReportRow): void;
  onView(row: AnswerReportRow): void;
  onDelete(row: AnswerReportRow): void;
  /** The row being approved (its button shows a spinner). */
  busyRowId: number | null;
}

const isStaff = (role: Role) => role === 'ADMIN' || role === 'DBEST';

/** Approve and reject where the server allows it; 'N/A' for a teacher on a practical activity (spec 001 §6). */
function ReviewButtons({
  row,
  role,
  actions,
}: {
  row: AnswerReportRow;
  role: Role;
  actions: AnswerRowActions;
}) {
  if (role === 'PROFESOR' && row.lessonType === 'PRACTICAL_ACTIVITY') {
    return (
      <span className="answers-report__na" title={M.notApplicableTitle}>
        {M.notApplicable}
      </span>
    );
  }
  if (!row.canApprove) return null;
  return (
    <>
      <Button size="sm" loading={actions.busyRowId === row.id} onClick={() => actions.onApprove(row)}>
        {M.approve}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => actions.onReject(row)}>
        {M.reject}
      </Button>
    </>
  );
}

/** Columns of 'Istoric Activitati', from the lesson answer entity (spec 001 §3). */
export function answersReportColumns(role: Role, actions: AnswerRowActions) {
  return helper.columns([
    // First, so a teacher reaches the review buttons without scrolling a wide table sideways.
    helper.display({
      id: 'actions',
      header: M.actions,
      cell: (info) => {
        const row = info.row.original;
        return (
          <div className="answers-report__actions">
            <ReviewButtons row={row} role={role} actions={actions} />
            <Button size="sm" variant="ghost" onClick={() => actions.onView(row)}>
              {M.view}
            </Button>
            {isStaff(role) && (
              // Destructive: quiet style, set apart from the review buttons, behind the spec's confirmation.
              <Button
                size="sm"
                variant="ghost"
                className="row-action--destructive"
                onClick={() => actions.onDelete(row)}
              >
                {M.delete}
              </Button>
            )}
          </div>
        );
      },
    }),
    helper.accessor('userName', {
      header: M.userName,
      meta: { sortField: 'userName', filter: { kind: 'text', param: 'userName' } },
    }),
    helper.accessor('clasa', { header: M.clasa, cell: (info) => info.getValue() ?? '' }),
    helper.accessor('schoolName', {
      header: M.schoolName,
      cell: (info) => info.getValue() ?? '',
      meta: { sortField: 'schoolName', filter: { kind: 'text', param: 'schoolName' } },
    }),
    helper.accessor('lessonTitle', {
      header: M.lessonTitle,
      meta: { sortField: 'lessonTitle', filter: { kind: 'text', param: 'lessonTitle' } },
    }),
    helper.accessor('lessonType', {
      header: M.lessonType,
      cell: (info) => LESSON_TYPE_INFO[info.getValue()].displayName,
      meta: {
        sortField: 'lessonType',
        filter: { kind: 'choice', param: 'lessonType', options: typeOptions },
      },
    }),
    helper.accessor('state', {
      header: M.state,
      cell: (info) => (
        <Badge tone={STATE_TONES[info.getValue()]}>{ANSWER_STATE_LABELS[info.getValue()]}</Badge>
      ),
      meta: { sortField: 'state', filter: { kind: 'choice', param: 'state', options: stateOptions } },
    }),
    helper.accessor('points', {
      header: M.points,
      meta: { sortField: 'points', align: 'end' },
    }),
    helper.accessor((row) => row.version + 1, {
      id: 'version',
      header: M.attempt,
      meta: { sortField: 'version', align: 'end' },
    }),
    helper.accessor('startedAt', { header: M.startedAt, cell: (info) => formatDateTime(info.getValue()) }),
    helper.accessor('timestamp', {
      header: M.timestamp,
      cell: (info) => formatDateTime(info.getValue()),
      meta: { sortField: 'timestamp' },
    }),
    helper.accessor('rejectReason', { header: M.rejectReason, cell: (info) => info.getValue() ?? '' }),
  ]);
}
