import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Checkbox } from '@platform/ui';
import {
  CONSENT_FLAGS,
  ParentalApprovalInputSchema,
  type ConsentFlag,
  type ParentalApprovalInput,
} from '@platform/contracts';
import { useState } from 'react';
import {
  PARENTAL_APPROVAL_MESSAGES,
  PARENTAL_APPROVAL_PAGE as M,
} from '../../../shared/messages/account-flow-messages.js';
import { GENERIC_MESSAGES } from '../../../shared/messages/common-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { forceTokenRefresh } from '../../../shared/api/api-slice.js';
import { useUploadFileMutation } from '../../../shared/api/files-api.js';
import { applyServerFieldErrors } from '../../../shared/forms/apply-server-errors.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { useAppStore } from '../../../shared/store/hooks.js';
import { notify } from '../../../shared/toasts/notify.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { SignaturePadField } from '../components/signature-pad-field.js';
import { useSaveParentalApprovalMutation } from '../account-flows-api.js';
import '../account-flows.css';

type ApprovalFormValues = { signature: string } & Record<ConsentFlag, boolean>;

/** Pause between the forced token refresh and going home (spec 000 §4). */
export const AFTER_APPROVAL_DELAY_MS = 500;

const defaultValues = {
  signature: '',
  ...Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, false])),
} as ApprovalFormValues;

// The schema requires `true`; the form starts unticked, so its input type is wider than the schema's.
const resolver = zodResolver(ParentalApprovalInputSchema) as unknown as Resolver<
  ApprovalFormValues,
  unknown,
  ParentalApprovalInput
>;

/** /acord-parental: signature and eight consents; saving enables the pupil's account. */
export function ParentalApprovalPage({ title }: { title: string }) {
  const [uploadFile] = useUploadFileMutation();
  const [saveApproval] = useSaveParentalApprovalMutation();
  const store = useAppStore();
  const navigate = useNavigate();
  const { isLocked, run } = useSubmitLock();
  const [summary, setSummary] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApprovalFormValues, unknown, ParentalApprovalInput>({ resolver, defaultValues });

  const uploadSignature = async (image: Blob) => {
    try {
      const uploaded = await uploadFile({
        file: image,
        fileName: 'semnatura.png',
        folder: 'PARENT_SIGNATURES',
      }).unwrap();
      return uploaded.url;
    } catch (error) {
      notify.error(readApiError(error, GENERIC_MESSAGES.uploadFailed).message);
      throw error;
    }
  };

  const onValid = (values: ParentalApprovalInput) =>
    run(async () => {
      setSummary(null);
      try {
        await saveApproval(values).unwrap();
        notify.success(PARENTAL_APPROVAL_MESSAGES.saved);
        await forceTokenRefresh(store.dispatch, store.getState);
        await new Promise((resolve) => setTimeout(resolve, AFTER_APPROVAL_DELAY_MS));
        navigate('/', { replace: true });
      } catch (error) {
        const problem = readApiError(error, PARENTAL_APPROVAL_MESSAGES.saveFailed);
        applyServerFieldErrors(problem.fieldErrors, setError, ['signature', ...CONSENT_FLAGS]);
        notify.error(problem.message);
      }
    });

  const onInvalid = (invalid: FieldErrors<ApprovalFormValues>) => {
    const missingConsent = CONSENT_FLAGS.some((flag) => invalid[flag]);
    const message = missingConsent ? PARENTAL_APPROVAL_MESSAGES.allRequired : invalid.signature?.message;
    setSummary(message ?? null);
    if (message) notify.error(message);
  };

  return (
    <>
      <PageHeader title={title} />
      <form className="flow-form" noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
        <p className="flow-intro">{M.intro}</p>
        {summary && <Alert tone="danger">{summary}</Alert>}
        <Card as="section" className="flow-card">
          <h2 className="flow-card__title">{M.consentsLegend}</h2>
          {CONSENT_FLAGS.map((flag) => (
            <Controller
              key={flag}
              control={control}
              name={flag}
              render={({ field, fieldState }) => (
                <Checkbox
                  name={flag}
                  label={M.consents[flag]}
                  checked={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </Card>
        <Card as="section" className="flow-card">
          <h2 className="flow-card__title">{M.signatureLegend}</h2>
          <Controller
            control={control}
            name="signature"
            render={({ field }) => (
              <SignaturePadField
                value={field.value}
                onChange={field.onChange}
                onUpload={uploadSignature}
                error={errors.signature?.message}
              />
            )}
          />
        </Card>
        <Button type="submit" size="lg" disabled={isLocked} className="flow-submit">
          {M.save}
        </Button>
      </form>
    </>
  );
}
