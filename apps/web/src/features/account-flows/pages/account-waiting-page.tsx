import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Card } from '@platform/ui';
import { ACCOUNT_WAITING_MESSAGES as M } from '../../../shared/messages/account-flow-messages.js';
import { endSession } from '../../../shared/api/api-slice.js';
import { useAppDispatch } from '../../../shared/store/hooks.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { useGetOwnSchoolRequestQuery } from '../account-flows-api.js';
import { useSessionPoll } from '../hooks/use-session-poll.js';
import '../account-flows.css';

function BackHomeButton() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        endSession(dispatch);
        navigate('/informatii-despre-scoala-ecoterrienilor', { replace: true });
      }}
    >
      {M.back}
    </Button>
  );
}

/** /cont-in-asteptare/elev: the teacher has to (re)activate the pupil. */
export function PupilWaitingPage({ title }: { title: string }) {
  useSessionPoll();
  return (
    <>
      <PageHeader title={title} />
      <Card as="section" className="flow-card flow-form">
        <h2 className="flow-card__title">{M.pupilHeading}</h2>
        <p>{M.pupilText}</p>
        <p className="flow-intro">{M.polling}</p>
        <div className="flow-actions">
          <BackHomeButton />
        </div>
      </Card>
    </>
  );
}

/** /cont-in-asteptare/profesor: the school request waits for an ADMIN. */
export function TeacherWaitingPage({ title }: { title: string }) {
  useSessionPoll();
  const { data: request } = useGetOwnSchoolRequestQuery();
  return (
    <>
      <PageHeader title={title} />
      <Card as="section" className="flow-card flow-form">
        <h2 className="flow-card__title">{M.teacherHeading}</h2>
        <p>{M.teacherText}</p>
        {request?.state === 'REJECTED' && (
          <Alert tone="warning" title={M.rejected}>
            {request.rejectReason}
          </Alert>
        )}
        <p className="flow-intro">{M.polling}</p>
        <div className="flow-actions">
          {request && <Link to="/detalii-scoala-cont-in-asteptare">{M.schoolDetails}</Link>}
          {request?.state === 'PENDING' && (
            <Link to="/corectare-detalii-scoala-cont-in-asteptare">{M.correct}</Link>
          )}
        </div>
        <div className="flow-actions">
          <BackHomeButton />
        </div>
      </Card>
    </>
  );
}
