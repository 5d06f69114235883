import { Button, Card } from '@platform/ui';
import { COMMON_MESSAGES } from '../../shared/messages/common-messages.js';
import { useDocumentTitle } from '../../shared/ui/use-document-title.js';

export interface CrashPageProps {
  onRetry: () => void;
  onHome: () => void;
}

/** The generic crash page of spec 000 §2: retry, or go home. */
export function CrashPage({ onRetry, onHome }: CrashPageProps) {
  useDocumentTitle(COMMON_MESSAGES.crashTitle);
  return (
    <main id="continut" className="app-crash">
      <Card as="section" className="app-crash__card">
        <p className="app-crash__icon" aria-hidden="true">
          ♻
        </p>
        <h1 className="app-crash__title">{COMMON_MESSAGES.crashTitle}</h1>
        <p>{COMMON_MESSAGES.crashText}</p>
        <div className="app-crash__actions">
          <Button onClick={onRetry}>{COMMON_MESSAGES.retry}</Button>
          <Button variant="secondary" onClick={onHome}>
            {COMMON_MESSAGES.crashHome}
          </Button>
        </div>
      </Card>
    </main>
  );
}
