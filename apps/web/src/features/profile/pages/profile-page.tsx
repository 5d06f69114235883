import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, TextField } from '@platform/ui';
import {
  PROFILE_MESSAGES,
  UpdateProfileInputSchema,
  roleLabel,
  type Profile,
  type UpdateProfileInput,
} from '@platform/contracts';
import { PROFILE_PAGE_MESSAGES as M } from '../../../shared/messages/navigation-messages.js';
import { GENERIC_MESSAGES } from '../../../shared/messages/common-messages.js';
import { formatDate } from '../../../shared/dates/format-date.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../../shared/store/hooks.js';
import { selectToken } from '../../../shared/session/session-slice.js';
import { applyServerFieldErrors } from '../../../shared/forms/apply-server-errors.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { PageSpinner } from '../../../shared/ui/page-spinner.js';
import { useGetProfileQuery, useUpdateProfileMutation } from '../profile-api.js';
import '../profile.css';
import { LoadFailureAlert } from '../../../shared/ui/load-failure-alert.js';

type ProfileFormValues = { nume: string; telefon: string; nickname: string; clasa: string };

// The form holds every field as text; the contract's schema checks (and trims) the same names.
const profileResolver = zodResolver(UpdateProfileInputSchema) as unknown as Resolver<ProfileFormValues>;

function ProfileForm({ profile }: { profile: Profile }) {
  const isPupil = profile.role === 'ELEV';
  const [updateProfile] = useUpdateProfileMutation();
  const { isLocked, run } = useSubmitLock();
  const defaults: ProfileFormValues = {
    nume: profile.nume,
    telefon: profile.telefon ?? '',
    nickname: profile.nickname ?? '',
    clasa: profile.clasa ?? '',
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues>({ defaultValues: defaults, resolver: profileResolver });

  const onSubmit = (values: ProfileFormValues) =>
    run(async () => {
      // Each role sends only what it may edit: pupils nickname and class, the others name and phone.
      const body: UpdateProfileInput = isPupil
        ? { nickname: values.nickname, clasa: values.clasa }
        : { nume: values.nume, telefon: values.telefon };
      try {
        const saved = await updateProfile(body).unwrap();
        notify.success(M.saved);
        reset({
          nume: saved.nume,
          telefon: saved.telefon ?? '',
          nickname: saved.nickname ?? '',
          clasa: saved.clasa ?? '',
        });
      } catch (error) {
        const problem = readApiError(error, PROFILE_MESSAGES.updateFailed);
        applyServerFieldErrors(problem.fieldErrors, setError, ['nume', 'telefon', 'nickname', 'clasa']);
        notify.error(problem.message);
      }
    });

  return (
    <form className="profile-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      {isPupil ? (
        <>
          <TextField label={M.nickname} error={errors.nickname?.message} {...register('nickname')} />
          <TextField label={M.clasa} error={errors.clasa?.message} {...register('clasa')} />
        </>
      ) : (
        <>
          <TextField label={M.nume} required error={errors.nume?.message} {...register('nume')} />
          <TextField label={M.telefon} type="tel" error={errors.telefon?.message} {...register('telefon')} />
        </>
      )}
      <Button type="submit" disabled={!isDirty || isLocked}>
        {M.save}
      </Button>
    </form>
  );
}

function ReadOnlyFacts({ profile }: { profile: Profile }) {
  const facts: [string, string | null][] = [
    [M.email, profile.email],
    [M.role, roleLabel(profile.role)],
    [M.nume, profile.role === 'ELEV' ? profile.nume : null],
    [M.codProfesor, profile.codProfesor],
    [M.codSe, profile.codSe],
    [M.school, profile.numeInstitutieInvatamant],
    [M.points, profile.points === null ? null : String(profile.points)],
    [M.schoolUpdatedAt, profile.schoolUpdatedAt ? formatDate(profile.schoolUpdatedAt) : null],
  ];
  return (
    <dl className="flow-details">
      {facts
        .filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '')
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** /profil: the editable fields of the role, Save enabled only after a change; the rest read-only. */
export function ProfilePage({ title }: { title: string }) {
  const token = useAppSelector(selectToken);
  const profile = useGetProfileQuery(token ?? skipToken);
  return (
    <>
      <PageHeader title={title} />
      {profile.isLoading && <PageSpinner />}
      {profile.isError && (
        <LoadFailureAlert
          error={profile.error}
          fallbackTitle={GENERIC_MESSAGES.pageLoadFailed}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && (
        <div className="profile-layout">
          <Card as="section" className="flow-card">
            <h2 className="profile-card__title">{M.editable}</h2>
            <ProfileForm key={profile.data.id} profile={profile.data} />
          </Card>
          <Card as="section" className="flow-card">
            <h2 className="profile-card__title">{M.account}</h2>
            <p className="profile-hint">{M.readOnlyHint}</p>
            <ReadOnlyFacts profile={profile.data} />
            {profile.data.role === 'PROFESOR' && profile.data.protocolDeColaborare.length > 0 && (
              <>
                <h3 className="profile-protocol__heading">{M.protocols}</h3>
                <ul className="profile-protocol__list">
                  {profile.data.protocolDeColaborare.map((url, index) => (
                    <li key={url}>
                      <a href={url} target="_blank" rel="noreferrer">
                        {M.protocols} {index + 1}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
