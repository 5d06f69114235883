import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, ChoiceGroup } from '@platform/ui';
import { ParticipationInputSchema } from '@platform/contracts';
import { PARTICIPATION_MESSAGES as M } from '../../../shared/messages/account-flow-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { useConfirmParticipationMutation } from '../account-flows-api.js';
import '../account-flows.css';

/** Delay before leaving the page after an answer (spec 000 §9). */
export const PARTICIPATION_REDIRECT_MS = 2_000;

/** /confirmare-inscriere-scoala: the yearly participation confirmation (2025-2026 edition). */
export function ParticipationConfirmationPage({ title }: { title: string }) {
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [redirecting, setRedirecting] = useState(false);
  const [confirm] = useConfirmParticipationMutation();
  const navigate = useNavigate();
  const { isLocked, run } = useSubmitLock();

  const submit = () =>
    run(async () => {
      const parsed = ParticipationInputSchema.safeParse({
        participate: answer === null ? undefined : answer === 'yes',
        termsAccepted,
      });
      if (!parsed.success) {
        setErrors(
          Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        );
        return;
      }
      try {
        const response = await confirm(parsed.data).unwrap();
        notify.success(response.message);
        setRedirecting(true);
        setTimeout(
          () => navigate(parsed.data.participate ? '/cerere-inscriere-scoala' : '/', { replace: true }),
          PARTICIPATION_REDIRECT_MS,
        );
      } catch (error) {
        const problem = readApiError(error, M.failed);
        setErrors(problem.fieldErrors);
        notify.error(problem.message);
      }
    });

  return (
    <>
      <PageHeader title={title} />
      <Card as="section" className="flow-card flow-form">
        <ChoiceGroup
          legend={M.question}
          type="radio"
          options={[
            { value: 'yes', label: M.yes },
            { value: 'no', label: M.no },
          ]}
          value={answer ? [answer] : []}
          onChange={(value) => {
            setAnswer((value[0] as 'yes' | 'no' | undefined) ?? null);
            setErrors({});
          }}
          error={errors.participate}
          disabled={redirecting}
        />
        <Checkbox
          label={M.terms}
          checked={termsAccepted}
          onChange={(checked) => {
            setTermsAccepted(checked);
            setErrors((current) => ({ ...current, termsAccepted: '' }));
          }}
          error={errors.termsAccepted || undefined}
          disabled={redirecting}
        />
        {redirecting && <Alert tone="info">{M.redirecting}</Alert>}
        <Button
          size="lg"
          className="flow-submit"
          onClick={() => void submit()}
          disabled={isLocked || redirecting}
        >
          {M.confirm}
        </Button>
      </Card>
    </>
  );
}
