import type { ReactNode } from 'react';
import { Alert, Button } from '@platform/ui';
import { describeLoadFailure } from '../api/load-failure.js';
import { COMMON_MESSAGES } from '../messages/common-messages.js';

export interface LoadFailureAlertProps {
  error: unknown;
  /** Title when the server gave no answer or failed, e.g. 'Nu s-a putut încărca lecția'. */
  fallbackTitle: string;
  /** The connection hint shown only when no answer came back. */
  networkHint?: string;
  onRetry?: () => void;
  retryLabel?: string;
  retrySize?: 'sm' | 'md' | 'lg';
  /** Where to go instead when the server refused (e.g. back to the list). */
  refusedActions?: ReactNode;
  className?: string;
}

/** The alert of a failed load: the server's message for a 4xx, the connection hint and a retry otherwise. */
export function LoadFailureAlert(props: LoadFailureAlertProps) {
  const failure = describeLoadFailure(props.error, props.fallbackTitle, props.networkHint);
  if (failure.kind === 'refused') {
    // The screen's own title (often a text of the spec) stays; the server's message says why, with no retry.
    const serverSaidMore = failure.title !== props.fallbackTitle;
    return (
      <Alert tone="danger" title={props.fallbackTitle} className={props.className}>
        {serverSaidMore && <p>{failure.title}</p>}
        {props.refusedActions}
      </Alert>
    );
  }
  return (
    <Alert tone="danger" title={failure.title} className={props.className}>
      {failure.hint && <p>{failure.hint}</p>}
      {props.onRetry && (
        <Button size={props.retrySize ?? 'lg'} variant="secondary" onClick={props.onRetry}>
          {props.retryLabel ?? COMMON_MESSAGES.retry}
        </Button>
      )}
    </Alert>
  );
}
