import type { AnswerState } from '@platform/contracts';
import { CLASS_PROGRESS_MESSAGES as M } from '../class-progress-messages.js';

const POINTS = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });

/** A glyph per state, so the state never rests on colour alone (the label is always written too). */
const ICON: Record<AnswerState | 'NONE', string> = {
  NONE: '–',
  IN_PROGRESS: '◐',
  COMPLETED: '✓',
  PENDING_APPROVAL: '!',
  APPROVED: '✓',
  REJECTED: '✗',
};

export interface StateCellProps {
  state: AnswerState | null;
  points: number | null;
  /** Pupil and activity, for the approval button's accessible name. */
  pupil: string;
  activity: string;
  onOpenApproval?(): void;
}

/** One cell of the grid: icon, the spec's state label and points; a pending answer is a button. */
export function StateCell({ state, points, pupil, activity, onOpenApproval }: StateCellProps) {
  const key = state ?? 'NONE';
  const label = state ? M.states[state] : M.notStarted;
  const content = (
    <>
      <span className="state-cell__icon" aria-hidden="true">
        {ICON[key]}
      </span>
      <span className="state-cell__text">
        <span className="state-cell__label">{label}</span>
        {points !== null && state !== 'PENDING_APPROVAL' && state !== 'IN_PROGRESS' && (
          <span className="state-cell__points">{M.pointsShort(POINTS.format(points))}</span>
        )}
      </span>
    </>
  );
  const className = `state-cell state-cell--${key.toLowerCase().replace(/_/g, '-')}`;
  if (state === 'PENDING_APPROVAL' && onOpenApproval)
    return (
      <button
        type="button"
        className={className}
        aria-label={M.openApproval(label, pupil, activity)}
        onClick={onOpenApproval}
      >
        {content}
      </button>
    );
  return <span className={className}>{content}</span>;
}
