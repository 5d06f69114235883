import { useState } from 'react';
import { Button, Modal, TextField } from '@platform/ui';
import { SCHOOL_REQUEST_MESSAGES, type SchoolRequest } from '@platform/contracts';
import { ENROLLMENT_REQUESTS_MESSAGES as M } from '../../../shared/messages/table-messages.js';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages.js';

export interface RejectRequestDialogProps {
  request: SchoolRequest | null;
  onClose: () => void;
  /** Sends the rejection; resolves with a field error for the reason, if any. */
  onReject: (request: SchoolRequest, reason: string) => Promise<string | undefined>;
}

/** Rejecting needs a reason ('Motivul respingerii este obligatoriu'); the button waits for one. */
export function RejectRequestDialog({ request, onClose, onReject }: RejectRequestDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!request) return;
    if (!reason.trim()) {
      setError(SCHOOL_REQUEST_MESSAGES.rejectReasonRequired);
      return;
    }
    setBusy(true);
    setError(await onReject(request, reason.trim()));
    setBusy(false);
  };
  return (
    <Modal
      open={request !== null}
      onClose={onClose}
      title={M.rejectTitle}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {COMMON_MESSAGES.cancel}
          </Button>
          <Button variant="danger" onClick={() => void submit()} disabled={!reason.trim()} loading={busy}>
            {M.confirmReject}
          </Button>
        </>
      }
    >
      <p>{request?.school.numeInstitutieInvatamant}</p>
      <TextField
        label={M.rejectReason2}
        multiline
        rows={4}
        required
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </Modal>
  );
}
