import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import type { AnswerState } from '@platform/contracts';
import { formatDateTime } from '../../../shared/dates/format-date.js';
import type { CompletionMode } from '../completion-machine.js';
import { COMPLETION_MESSAGES as M } from '../completion-messages.js';

export interface CompletionResult {
  /** Points of the attempt; null in practice and preview. */
  points: number | null;
  completedAt: string | null;
  attemptState: AnswerState | null;
}

export interface CompletionCardProps {
  mode: CompletionMode;
  result: CompletionResult;
  /** Shown for practice and preview, and for a finished lesson that may be replayed unscored. */
  onRestart: (() => void) | null;
  /** The slides with their results (issue 12), shown above the ways out. */
  children?: ReactNode;
}

/** 'Felicitări': points, completion date, approval alerts, and the ways out (Acasă, Vezi toate lecțiile). */
export function CompletionCard({ mode, result, onRestart, children }: CompletionCardProps) {
  const navigate = useNavigate();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="completion-card" aria-labelledby="completion-card-title">
      <div className="completion-card__badge" aria-hidden="true">
        ★
      </div>
      <h2 id="completion-card-title" className="completion-card__title" ref={titleRef} tabIndex={-1}>
        {M.congratulations}
      </h2>
      {mode === 'complete' && result.points !== null && result.attemptState !== 'PENDING_APPROVAL' && (
        <p className="completion-card__points">{M.earnedPoints(result.points)}</p>
      )}
      {mode === 'practice' && <p className="completion-card__text">{M.noPointsPractice}</p>}
      {mode === 'preview' && <p className="completion-card__text">{M.noPointsPreview}</p>}
      {mode === 'complete' && result.completedAt && (
        <p className="completion-card__text">
          {M.completedAt}: <time dateTime={result.completedAt}>{formatDateTime(result.completedAt)}</time>
        </p>
      )}
      {mode === 'complete' && result.attemptState === 'PENDING_APPROVAL' && (
        <Alert tone="info">{M.pendingApproval}</Alert>
      )}
      {mode === 'complete' && result.attemptState === 'APPROVED' && (
        <Alert tone="success">{M.approved}</Alert>
      )}
      {children}
      <div className="completion-card__actions">
        <Button size="lg" onClick={() => void navigate('/')}>
          {M.home}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => void navigate('/lectii')}>
          {M.allLessons}
        </Button>
        {onRestart && (
          <Button size="lg" variant="ghost" onClick={onRestart}>
            {mode === 'preview' ? M.restartPreview : M.restartPractice}
          </Button>
        )}
      </div>
    </section>
  );
}
