import { useNavigate } from 'react-router-dom';
import { Button } from '@platform/ui';
import { PUBLIC_HOME_MESSAGES } from '../../../shared/messages/auth-page-messages.js';
import { PublicPageFrame } from '../components/public-page-frame.js';

/** /informatii-despre-scoala-ecoterrienilor: the programme in two sentences and one way in. */
export function PublicHomePage() {
  const navigate = useNavigate();
  return (
    <PublicPageFrame heading={PUBLIC_HOME_MESSAGES.heading} intro={PUBLIC_HOME_MESSAGES.text}>
      <Button size="lg" className="auth-form__submit" onClick={() => navigate('/autentificare')}>
        {PUBLIC_HOME_MESSAGES.authenticate}
      </Button>
    </PublicPageFrame>
  );
}
