import { Alert } from '@platform/ui';
import { OFFLINE_MESSAGES as M } from './offline-messages.js';

export interface OfflineSavedNoticeProps {
  /** Answers of this user waiting on the device. */
  count: number;
  /** The session ended: they are sent once the same pupil signs in again. */
  waitingForSignIn?: boolean;
}

/** 'Răspuns salvat pe telefon. Se trimite când revine internetul.' while answers wait on the device. */
export function OfflineSavedNotice({ count, waitingForSignIn = false }: OfflineSavedNoticeProps) {
  if (count === 0) return null;
  return (
    <div className="offline-saved-notice" role="status">
      <Alert tone="info">
        <strong>{M.savedOnDevice}</strong> {M.pending(count)}
        {waitingForSignIn && <> {M.waitingForSignIn}</>}
      </Alert>
    </div>
  );
}
