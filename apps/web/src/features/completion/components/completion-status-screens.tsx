import { Link } from 'react-router-dom';
import { Alert, Button } from '@platform/ui';
import { LoadFailureAlert } from '../../../shared/ui/load-failure-alert.js';
import { GENERIC_MESSAGES } from '@platform/contracts';
import { COMPLETION_MESSAGES as M, LESSON_MESSAGES } from '../completion-messages.js';

/**
 * A lesson that could not be loaded. Refused by the server (missing, hidden, not the pupil's): its message,
 * e.g. 'Lecția nu a fost găsită', and a way home. No answer: 'Nu s-a putut încărca lecția', the connection
 * hint and a retry.
 */
export function CompletionLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <div className="completion-status">
      <LoadFailureAlert
        error={error}
        fallbackTitle={LESSON_MESSAGES.loadFailed}
        networkHint={M.loadFailedHint}
        onRetry={onRetry}
        retryLabel={M.retry}
        refusedActions={
          <p>
            <Link className="completion-status__link" to="/">
              {M.home}
            </Link>
          </p>
        }
      />
    </div>
  );
}

/** Completion without a user id (spec 001 §2): 'Sesiune expirată' and a reload button. */
export function SessionExpired() {
  return (
    <div className="completion-status">
      <Alert tone="warning" title={M.sessionExpiredTitle}>
        <p>{M.unidentifiedUser}</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          {M.reload}
        </Button>
      </Alert>
    </div>
  );
}

/** The per-type permission check refused (spec 000 §6): 'Acces temporar restrictionat'. */
export function CompletionLocked({ previewPath }: { previewPath: string | null }) {
  return (
    <div className="completion-status">
      <Alert tone="warning" title={GENERIC_MESSAGES.lockedAccess}>
        {previewPath && (
          <p>
            <Link className="completion-status__link" to={previewPath}>
              {M.openPreview}
            </Link>
          </p>
        )}
      </Alert>
    </div>
  );
}
