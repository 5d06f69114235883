import { Alert } from '@platform/ui';
import { SLIDE_HOST_MESSAGES } from './slide-messages.js';

/**
 * Shown instead of a slide the host cannot render (unknown plugin, invalid data, migration failure).
 * The stored slide stays untouched: the host never calls onChange for it, so saving writes it back verbatim.
 */
export function SlidePlaceholder({ message, details }: { message: string; details?: readonly string[] }) {
  return (
    <div className="slide-placeholder" data-testid="slide-placeholder">
      <Alert tone="warning" title={message}>
        {details && details.length > 0 ? (
          <ul>
            {details.map((detail, index) => (
              <li key={index}>{detail}</li>
            ))}
          </ul>
        ) : null}
        <p>{SLIDE_HOST_MESSAGES.keptVerbatim}</p>
      </Alert>
    </div>
  );
}
