import { useId, useState } from 'react';
import { Button, FieldError, Modal } from '@platform/ui';
import { GENERIC_MESSAGES, type Profile } from '@platform/contracts';
import { PROTOCOL_MESSAGES as M } from '../../../shared/messages/navigation-messages.js';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { useUploadFileMutation } from '../../../shared/api/files-api.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { useUpdateProfileMutation } from '../profile-api.js';
import '../profile.css';

export interface ProtocolDialogProps {
  open: boolean;
  onClose: () => void;
  profile: Profile;
}

/** Teachers only: download the uploaded collaboration protocols and upload a new one (image or PDF). */
export function ProtocolDialog({ open, onClose, profile }: ProtocolDialogProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [uploadFile] = useUploadFileMutation();
  const [updateProfile] = useUpdateProfileMutation();
  const { isLocked, run } = useSubmitLock();

  const upload = () =>
    run(async () => {
      if (!file) {
        setError(GENERIC_MESSAGES.fileMissing);
        return;
      }
      try {
        const uploaded = await uploadFile({ file, folder: 'USER_PROTOCOLS' }).unwrap();
        await updateProfile({
          protocolDeColaborare: [...profile.protocolDeColaborare, uploaded.url],
        }).unwrap();
        notify.success(M.uploaded);
        setFile(null);
      } catch (caught) {
        notify.error(readApiError(caught, GENERIC_MESSAGES.uploadFailed).message);
      }
    });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={M.title}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {COMMON_MESSAGES.close}
        </Button>
      }
    >
      <h3 className="profile-protocol__heading">{M.existing}</h3>
      {profile.protocolDeColaborare.length === 0 ? (
        <p>{M.none}</p>
      ) : (
        <ul className="profile-protocol__list">
          {profile.protocolDeColaborare.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" download>
                {M.document} {index + 1}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="profile-protocol__upload">
        <label htmlFor={inputId}>{M.intro}</label>
        <input
          id={inputId}
          type="file"
          accept="image/*,application/pdf"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(undefined);
          }}
        />
        <FieldError id={`${inputId}-error`}>{error}</FieldError>
        <Button onClick={upload} disabled={isLocked}>
          {M.upload}
        </Button>
      </div>
    </Modal>
  );
}
