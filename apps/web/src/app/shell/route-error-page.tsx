import { useNavigate, useRevalidator, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { reportCrash } from '../../shared/monitoring/error-reporting.js';
import { CrashPage } from './crash-page.js';

/** Router-level crash page (e.g. a page chunk that failed to load). */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  useEffect(() => reportCrash(error), [error]);
  return (
    <CrashPage
      onRetry={() => {
        if (revalidator.state === 'idle') window.location.reload();
      }}
      onHome={() => navigate('/', { replace: true })}
    />
  );
}
