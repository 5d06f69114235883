import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Button, TextField } from '@platform/ui';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  ForgotPasswordInputSchema,
  type ForgotPasswordInput,
} from '@platform/contracts';
import type { z } from 'zod';
import { FORGOT_PASSWORD_MESSAGES as M } from '../../../shared/messages/auth-page-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { applyServerFieldErrors } from '../../../shared/forms/apply-server-errors.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { PublicPageFrame } from '../components/public-page-frame.js';
import { useForgotPasswordMutation } from '../auth-api.js';

/** /am-uita-parola: 'Am uitat parola' — sends the reset link (email trimmed and lower-cased). */
export function ForgotPasswordPage() {
  const [forgotPassword] = useForgotPasswordMutation();
  const navigate = useNavigate();
  const { isLocked, run } = useSubmitLock();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof ForgotPasswordInputSchema>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = (values: ForgotPasswordInput) =>
    run(async () => {
      try {
        const response = await forgotPassword(values).unwrap();
        notify.success(response.message || ACCOUNT_MESSAGES.forgotPasswordSent);
        reset();
      } catch (error) {
        const problem = readApiError(error, AUTH_MESSAGES.resetFailed);
        applyServerFieldErrors(problem.fieldErrors, setError, ['email']);
        notify.error(problem.message);
      }
    });

  return (
    <PublicPageFrame heading={M.heading} intro={M.intro}>
      <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={M.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" className="auth-form__submit" disabled={isLocked}>
          {M.submit}
        </Button>
      </form>
      <Button variant="ghost" onClick={() => navigate('/informatii-despre-scoala-ecoterrienilor')}>
        {M.backHome}
      </Button>
    </PublicPageFrame>
  );
}
