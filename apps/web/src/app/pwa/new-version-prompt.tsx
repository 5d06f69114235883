import { useSyncExternalStore } from 'react';
import { Button } from '@platform/ui';
import { waitingVersion } from './service-worker.js';
import './new-version-prompt.css';

export const NEW_VERSION_MESSAGES = {
  title: 'O versiune nouă este disponibilă',
  hint: 'Reîncarcă pagina când termini ce faci acum.',
  reload: 'Reîncarcă',
} as const;

export interface NewVersionBannerProps {
  onReload(): void;
}

/** The offer itself (stories render it directly). */
export function NewVersionBanner({ onReload }: NewVersionBannerProps) {
  return (
    <div className="new-version-prompt" role="status" aria-live="polite">
      <p className="new-version-prompt__text">
        <strong>{NEW_VERSION_MESSAGES.title}</strong>
        <span>{NEW_VERSION_MESSAGES.hint}</span>
      </p>
      <Button size="sm" onClick={onReload}>
        {NEW_VERSION_MESSAGES.reload}
      </Button>
    </div>
  );
}

/** Shown while a new version waits; nothing reloads until the pupil presses the button. */
export function NewVersionPrompt() {
  const isWaiting = useSyncExternalStore(waitingVersion.subscribe, waitingVersion.isWaiting, () => false);
  return isWaiting ? <NewVersionBanner onReload={waitingVersion.activate} /> : null;
}
