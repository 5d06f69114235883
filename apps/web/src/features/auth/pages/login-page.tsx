import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { Button, TextField } from '@platform/ui';
import { AUTH_MESSAGES, LoginInputSchema, type LoginInput } from '@platform/contracts';
import type { z } from 'zod';
import { LOGIN_PAGE_MESSAGES } from '../../../shared/messages/auth-page-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { applyServerFieldErrors } from '../../../shared/forms/apply-server-errors.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { PublicPageFrame } from '../components/public-page-frame.js';
import { useAuthenticateMutation, useGetFeatureFlagsQuery } from '../auth-api.js';
import { useSignIn } from '../use-sign-in.js';

type LoginFormValues = z.input<typeof LoginInputSchema>;

/** /autentificare: email and password, the registration choice and the forgotten-password link. */
export function LoginPage() {
  const [authenticate] = useAuthenticateMutation();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const { data: flags } = useGetFeatureFlagsQuery();
  const { isLocked, run } = useSubmitLock();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { email: '', parola: '' },
  });

  const onSubmit = (values: LoginInput) =>
    run(async () => {
      try {
        signIn(await authenticate(values).unwrap());
        notify.success(AUTH_MESSAGES.loginSuccess);
      } catch (error) {
        const problem = readApiError(error, AUTH_MESSAGES.loginFailed);
        applyServerFieldErrors(problem.fieldErrors, setError, ['email', 'parola']);
        notify.error(problem.message);
      }
    });

  const teacherRegistrationOpen = flags?.teacherRegistrationOpen ?? false;

  return (
    <PublicPageFrame heading={LOGIN_PAGE_MESSAGES.heading} intro={LOGIN_PAGE_MESSAGES.intro}>
      <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={LOGIN_PAGE_MESSAGES.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={LOGIN_PAGE_MESSAGES.password}
          type="password"
          autoComplete="current-password"
          error={errors.parola?.message}
          {...register('parola')}
        />
        <Button type="submit" size="lg" className="auth-form__submit" disabled={isLocked}>
          {LOGIN_PAGE_MESSAGES.submit}
        </Button>
      </form>
      <div className="auth-links">
        <Link className="auth-link" to="/am-uita-parola">
          {LOGIN_PAGE_MESSAGES.forgotPassword}
        </Link>
      </div>
      <section className="auth-register" aria-labelledby="auth-register-heading">
        <h2 id="auth-register-heading" className="auth-register__heading">
          {LOGIN_PAGE_MESSAGES.registerHeading}
        </h2>
        <div className="auth-register__buttons">
          <Button variant="secondary" onClick={() => navigate('/elev/inregistrare')}>
            {LOGIN_PAGE_MESSAGES.registerPupil}
          </Button>
          <Button
            variant="secondary"
            disabled={!teacherRegistrationOpen}
            aria-describedby={teacherRegistrationOpen ? undefined : 'teacher-registration-closed'}
            onClick={() => navigate('/profesor/inregistrare')}
          >
            {LOGIN_PAGE_MESSAGES.registerTeacher}
          </Button>
        </div>
        {flags && !teacherRegistrationOpen && (
          <p id="teacher-registration-closed" className="auth-register__note">
            {AUTH_MESSAGES.teacherRegistrationClosed}
          </p>
        )}
      </section>
    </PublicPageFrame>
  );
}
