import { Alert, Button } from '@platform/ui';
import { COMMON_MESSAGES, GENERIC_MESSAGES } from '../../shared/messages/common-messages.js';

/** The current user could not be loaded (e.g. offline): say so and offer a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="app-load-failed">
      <Alert tone="danger" title={GENERIC_MESSAGES.pageLoadFailed}>
        <Button variant="secondary" onClick={onRetry}>
          {COMMON_MESSAGES.retry}
        </Button>
      </Alert>
    </div>
  );
}
