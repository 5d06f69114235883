import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { Button, TextField } from '@platform/ui';
import { RegisterPupilInputSchema } from '@platform/contracts';
import type { z } from 'zod';
import { REGISTER_PAGE_MESSAGES as M } from '../../../shared/messages/auth-page-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { applyServerFieldErrors } from '../../../shared/forms/apply-server-errors.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { PublicPageFrame } from '../components/public-page-frame.js';
import { useRegisterMutation } from '../auth-api.js';

type PupilFormValues = z.input<typeof RegisterPupilInputSchema>;
type PupilInput = z.output<typeof RegisterPupilInputSchema>;
const FIELDS = ['nume', 'email', 'parola', 'teacherCode', 'clasa', 'nickname'] as const;

/** /elev/inregistrare: a pupil registers with their teacher's code (parental approval comes next). */
export function RegisterPupilPage() {
  const [registerAccount] = useRegisterMutation();
  const navigate = useNavigate();
  const { isLocked, run } = useSubmitLock();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PupilFormValues, unknown, PupilInput>({
    resolver: zodResolver(RegisterPupilInputSchema),
    defaultValues: {
      role: 'ELEV',
      nume: '',
      email: '',
      parola: '',
      teacherCode: '',
      clasa: '',
      nickname: '',
    },
  });

  const onSubmit = (values: PupilInput) =>
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
    <PublicPageFrame heading={M.pupilHeading} intro={M.pupilIntro}>
      <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={M.teacherCode}
          required
          autoComplete="off"
          error={errors.teacherCode?.message}
          {...register('teacherCode')}
        />
        <TextField
          label={M.name}
          required
          autoComplete="name"
          error={errors.nume?.message}
          {...register('nume')}
        />
        <TextField
          label={M.className}
          autoComplete="off"
          error={errors.clasa?.message}
          {...register('clasa')}
        />
        <TextField
          label={M.nickname}
          autoComplete="nickname"
          error={errors.nickname?.message}
          {...register('nickname')}
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
      <Link className="auth-link" to="/autentificare">
        {M.haveAccount}
      </Link>
    </PublicPageFrame>
  );
}
