import { useState } from 'react';
import { Button, Modal, TextField } from '@platform/ui';
import { USER_MESSAGES, type User } from '@platform/contracts';
import { USERS_REPORT_MESSAGES as M } from '../../../shared/messages/table-messages.js';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { useSavePhoneCallNoteMutation } from '../users-report-api.js';

export interface PhoneNoteDialogProps {
  user: User | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Adauga Notite' (ADMIN): the phone-call note of a user, trimmed before sending. */
export function PhoneNoteDialog({ user, onClose, onSaved }: PhoneNoteDialogProps) {
  const [note, setNote] = useState(user?.phoneCallNote ?? '');
  const [error, setError] = useState<string | undefined>();
  const [save] = useSavePhoneCallNoteMutation();
  const { isLocked, run } = useSubmitLock();

  const submit = () =>
    run(async () => {
      if (!user) return;
      try {
        await save({ id: user.id, phoneCallNote: note.trim() }).unwrap();
        notify.success(USER_MESSAGES.phoneNoteSaved);
        onSaved();
        onClose();
      } catch (caught) {
        const problem = readApiError(caught, USER_MESSAGES.phoneNoteFailed);
        setError(problem.fieldErrors.phoneCallNote);
        notify.error(problem.message);
      }
    });

  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title={user ? `${M.noteDialogTitle}: ${user.nume}` : M.noteDialogTitle}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {COMMON_MESSAGES.cancel}
          </Button>
          <Button onClick={() => void submit()} disabled={isLocked}>
            {M.save}
          </Button>
        </>
      }
    >
      <TextField
        label={M.noteLabel}
        multiline
        rows={5}
        value={note}
        error={error}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
    </Modal>
  );
}
