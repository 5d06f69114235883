import { Alert, Button } from '@platform/ui';
import { formatDateTime } from '../../../shared/dates/format-date.js';
import { OFFLINE_MESSAGES as M } from './offline-messages.js';
import type { OutboxEntry } from './outbox-store.js';

export interface OutboxConflictsProps {
  conflicts: OutboxEntry[];
  onDismiss(entry: OutboxEntry): void;
}

/** Answers the server refused after they waited on the phone: which one and why, until the pupil dismisses it. */
export function OutboxConflicts({ conflicts, onDismiss }: OutboxConflictsProps) {
  if (conflicts.length === 0) return null;
  return (
    <section className="outbox-conflicts" aria-labelledby="outbox-conflicts-title">
      <h2 id="outbox-conflicts-title" className="outbox-conflicts__title">
        {M.conflictsTitle}
      </h2>
      <p className="outbox-conflicts__intro">{M.conflictsIntro}</p>
      <ul className="outbox-conflicts__list">
        {conflicts.map((entry) => {
          const where = M.conflictWhere(entry.lessonTitle, entry.slidePosition, entry.slideCount);
          return (
            <li key={entry.id} className="outbox-conflicts__item">
              <Alert tone="danger">
                <strong>{where}</strong>
                <span className="outbox-conflicts__reason">{entry.conflict?.message}</span>
                <span className="outbox-conflicts__when">
                  {M.conflictQueuedAt}:{' '}
                  <time dateTime={new Date(entry.queuedAt).toISOString()}>
                    {formatDateTime(new Date(entry.queuedAt).toISOString())}
                  </time>
                </span>
              </Alert>
              <Button variant="secondary" onClick={() => onDismiss(entry)} aria-label={M.dismissLabel(where)}>
                {M.dismiss}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
