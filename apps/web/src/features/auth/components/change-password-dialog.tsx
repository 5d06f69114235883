import { useForm } from 'react-hook-form';
import '../auth-pages.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, TextField } from '@platform/ui';
import { ACCOUNT_MESSAGES, ChangePasswordInputSchema, type ChangePasswordInput } from '@platform/contracts';
import type { z } from 'zod';
import { CHANGE_PASSWORD_MESSAGES as M } from '../../../shared/messages/auth-page-messages.js';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { applyServerFieldErrors } from '../../../shared/forms/apply-server-errors.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { useChangePasswordMutation } from '../auth-api.js';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Schimbare parolă' from the user menu: current and new password (PATCH /api/auth/change-password). */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const [changePassword] = useChangePasswordMutation();
  const { isLocked, run } = useSubmitLock();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof ChangePasswordInputSchema>, unknown, ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = (values: ChangePasswordInput) =>
    run(async () => {
      try {
        const response = await changePassword(values).unwrap();
        notify.success(response.message || ACCOUNT_MESSAGES.passwordChanged);
        close();
      } catch (error) {
        const problem = readApiError(error, M.failed);
        applyServerFieldErrors(problem.fieldErrors, setError, ['currentPassword', 'newPassword']);
        notify.error(problem.message);
      }
    });

  return (
    <Modal open={open} onClose={close} title={M.heading}>
      <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={M.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label={M.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <div className="auth-dialog-actions">
          <Button variant="ghost" onClick={close}>
            {COMMON_MESSAGES.cancel}
          </Button>
          <Button type="submit" disabled={isLocked}>
            {M.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
