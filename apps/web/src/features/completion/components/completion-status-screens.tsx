import { Link } from 'react-router-dom';
import { Alert, Button } from '@platform/ui';
import { GENERIC_MESSAGES } from '@platform/contracts';
import { COMPLETION_MESSAGES as M, LESSON_MESSAGES } from '../completion-messages.js';

/** 'Nu s-a putut încărca lecția' with a connection hint and a retry. */
export function CompletionLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="completion-status">
      <Alert tone="danger" title={LESSON_MESSAGES.loadFailed}>
        <p>{M.loadFailedHint}</p>
        <Button size="lg" variant="secondary" onClick={onRetry}>
          {M.retry}
        </Button>
      </Alert>
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
