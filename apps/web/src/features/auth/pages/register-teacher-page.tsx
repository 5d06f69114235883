import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, TextField } from '@platform/ui';
import { AUTH_MESSAGES, RegisterTeacherInputSchema } from '@platform/contracts';
import type { z } from 'zod';
import { REGISTER_PAGE_MESSAGES as M } from '../../../shared/messages/auth-page-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { applyServerFieldErrors } from '../../../shared/forms/apply-server-errors.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { PageSpinner } from '../../../shared/ui/page-spinner.js';
import { PublicPageFrame } from '../components/public-page-frame.js';
import { useGetFeatureFlagsQuery, useRegisterMutation } from '../auth-api.js';

type TeacherFormValues = z.input<typeof RegisterTeacherInputSchema>;
type TeacherInput = z.output<typeof RegisterTeacherInputSchema>;
const FIELDS = ['nume', 'email', 'parola', 'telefon'] as const;

/** /profesor/inregistrare: open only while the teacher-registration flag allows it. */
export function RegisterTeacherPage() {
  const { data: flags, isLoading } = useGetFeatureFlagsQuery();
  const [registerAccount] = useRegisterMutation();
  const navigate = useNavigate();
  const { isLocked, run } = useSubmitLock();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TeacherFormValues, unknown, TeacherInput>({
    resolver: zodResolver(RegisterTeacherInputSchema),
    defaultValues: { role: 'PROFESOR', nume: '', email: '', parola: '', telefon: '' },
  });

  const onSubmit = (values: TeacherInput) =>
    run(async () => {
      try {
        const response = await registerAccount(values).unwrap();
        notify.success(response.message || M.registered);
        navigate('/autentificare');
      } catch (error) {
        const problem = readApiError(error, M.failed);
        applyServerFieldErrors(problem.fieldErrors, setError, FIELDS);
        notify.error(problem.message);
      }
    });

  return (
    <PublicPageFrame heading={M.teacherHeading} intro={M.teacherIntro}>
      {isLoading ? (
        <PageSpinner />
      ) : !flags?.teacherRegistrationOpen ? (
        <Alert tone="warning">{AUTH_MESSAGES.teacherRegistrationClosed}</Alert>
      ) : (
        <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
          <TextField
            label={M.name}
            required
            autoComplete="name"
            error={errors.nume?.message}
            {...register('nume')}
          />
          <TextField
            label={M.email}
            required
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={M.phone}
            type="tel"
            autoComplete="tel"
            error={errors.telefon?.message}
            {...register('telefon')}
          />
          <TextField
            label={M.password}
            hint={M.passwordHint}
            required
            type="password"
            autoComplete="new-password"
            error={errors.parola?.message}
            {...register('parola')}
          />
          <Button type="submit" size="lg" className="auth-form__submit" disabled={isLocked}>
            {M.submit}
          </Button>
        </form>
      )}
      <Link className="auth-link" to="/autentificare">
        {M.haveAccount}
      </Link>
    </PublicPageFrame>
  );
}
