import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, TextField } from '@platform/ui';
import { AUTH_MESSAGES, ResetPasswordInputSchema, type ResetPasswordInput } from '@platform/contracts';
import { z } from 'zod';
import { RESET_PASSWORD_MESSAGES as M } from '../../../shared/messages/auth-page-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { endSession } from '../../../shared/api/api-slice.js';
import { applyServerFieldErrors } from '../../../shared/forms/apply-server-errors.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { useAppDispatch } from '../../../shared/store/hooks.js';
import { PublicPageFrame } from '../components/public-page-frame.js';
import { useResetPasswordMutation } from '../auth-api.js';

const ResetFormSchema = ResetPasswordInputSchema.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword.trim(),
  { message: M.mismatch, path: ['confirmPassword'] },
);
type ResetFormValues = z.input<typeof ResetFormSchema>;

/** /confirmare-resetare/:token? — new password; on success the user is logged out and sent home. */
export function ResetPasswordPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const token = params.token ?? searchParams.get('token') ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { isLocked, run } = useSubmitLock();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetFormValues, unknown, z.output<typeof ResetFormSchema>>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });

  const onSubmit = ({ newPassword }: ResetPasswordInput) =>
    run(async () => {
      try {
        await resetPassword({ token, newPassword }).unwrap();
        notify.success(AUTH_MESSAGES.resetSuccess);
        endSession(dispatch);
        navigate('/informatii-despre-scoala-ecoterrienilor', { replace: true });
      } catch (error) {
        const problem = readApiError(error, AUTH_MESSAGES.resetFailed);
        applyServerFieldErrors(problem.fieldErrors, setError, ['newPassword']);
        notify.error(problem.message);
      }
    });

  return (
    <PublicPageFrame heading={M.heading} intro={M.intro}>
      {!token ? (
        <Alert tone="warning">{M.missingToken}</Alert>
      ) : (
        <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
          <TextField
            label={M.newPassword}
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            label={M.confirmPassword}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="lg" className="auth-form__submit" disabled={isLocked}>
            {M.submit}
          </Button>
        </form>
      )}
    </PublicPageFrame>
  );
}
