import { Link, useNavigate } from 'react-router-dom';
import { Alert, Card } from '@platform/ui';
import type { SchoolFormInput } from '@platform/contracts';
import {
  ACCOUNT_WAITING_MESSAGES,
  SCHOOL_FORM_MESSAGES as M,
  SCHOOL_REQUEST_MESSAGES,
} from '../../../shared/messages/account-flow-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { notify } from '../../../shared/toasts/notify.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { PageSpinner } from '../../../shared/ui/page-spinner.js';
import { SchoolForm } from '../components/school-form.js';
import { SchoolDetails } from '../../../shared/ui/school-details.js';
import {
  useCorrectOwnSchoolRequestMutation,
  useGetOwnSchoolRequestQuery,
  useSubmitSchoolRequestMutation,
} from '../account-flows-api.js';
import '../account-flows.css';

/** /cerere-inscriere-scoala: a teacher without a school asks to register one (prefilled after a rejection). */
export function SchoolRequestPage({ title }: { title: string }) {
  const own = useGetOwnSchoolRequestQuery();
  const [submitRequest] = useSubmitSchoolRequestMutation();
  const navigate = useNavigate();

  const submit = async (school: SchoolFormInput) => {
    try {
      const response = await submitRequest({ school }).unwrap();
      notify.success(SCHOOL_REQUEST_MESSAGES.submitted);
      navigate(response.state === 'PENDING' ? '/cont-in-asteptare/profesor' : '/', { replace: true });
      return null;
    } catch (error) {
      const problem = readApiError(error, M.submitFailed);
      notify.error(problem.message);
      return problem;
    }
  };

  if (own.isLoading) return <PageSpinner />;
  const rejected = own.data?.state === 'REJECTED' ? own.data : null;
  return (
    <>
      <PageHeader title={title} />
      <p className="flow-intro">{M.requestIntro}</p>
      {rejected && (
        <Alert tone="warning" title={SCHOOL_REQUEST_MESSAGES.rejected}>
          {rejected.rejectReason}
        </Alert>
      )}
      <SchoolForm initial={rejected?.school} submitLabel={M.submitRequest} onSubmit={submit} />
    </>
  );
}

/** /detalii-scoala-cont-in-asteptare: the submitted school data while the account waits. */
export function SchoolDetailsWaitingPage({ title }: { title: string }) {
  const own = useGetOwnSchoolRequestQuery();
  if (own.isLoading) return <PageSpinner />;
  return (
    <>
      <PageHeader title={title} />
      <Card as="section" className="flow-card flow-form">
        {own.data ? (
          <>
            <p className="flow-intro">{M.waitingIntro}</p>
            <SchoolDetails school={own.data.school} />
            <div className="flow-actions">
              {own.data.state === 'PENDING' && (
                <Link to="/corectare-detalii-scoala-cont-in-asteptare">{M.edit}</Link>
              )}
              <Link to="/cont-in-asteptare/profesor">{ACCOUNT_WAITING_MESSAGES.backToStatus}</Link>
            </div>
          </>
        ) : (
          <p>{M.noRequest}</p>
        )}
      </Card>
    </>
  );
}

/** /corectare-detalii-scoala-cont-in-asteptare: correct the pending request. */
export function SchoolDetailsCorrectionPage({ title }: { title: string }) {
  const own = useGetOwnSchoolRequestQuery();
  const [correct] = useCorrectOwnSchoolRequestMutation();
  const navigate = useNavigate();

  const submit = async (school: SchoolFormInput) => {
    try {
      await correct({ school }).unwrap();
      notify.success(SCHOOL_REQUEST_MESSAGES.submitted);
      navigate('/detalii-scoala-cont-in-asteptare');
      return null;
    } catch (error) {
      const problem = readApiError(error, M.submitFailed);
      notify.error(problem.message);
      return problem;
    }
  };

  if (own.isLoading) return <PageSpinner />;
  return (
    <>
      <PageHeader title={title} />
      {own.data?.state === 'PENDING' ? (
        <>
          <p className="flow-intro">{M.correctionIntro}</p>
          <SchoolForm initial={own.data.school} submitLabel={M.saveChanges} onSubmit={submit} />
        </>
      ) : (
        <Alert tone="info">{SCHOOL_REQUEST_MESSAGES.noPendingRequest}</Alert>
      )}
    </>
  );
}
