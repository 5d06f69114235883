import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../shared/ui/page-spinner.js';
import { GATE_PROFILE_FRESH_SECONDS, useAccessSubject } from '../session/use-access-subject.js';
import { useSessionClaims } from '../../shared/session/use-session-claims.js';
import { useAppDispatch } from '../../shared/store/hooks.js';
import { LoadFailed } from '../shell/load-failed.js';
import { resolveRedirect } from './access-rules.js';
import { preloadPageAt } from './lazy-page.js';
import type { RouteDefinition } from './route-definition.js';

/** Renders a route's page, or redirects as the access rules say (the rules are in access-rules.ts). */
export function RouteGate({ route }: { route: RouteDefinition }) {
  // Inside the shell the gate mounts right after the shell loaded the profile: a second request for it
  // would only re-render the whole screen while the page starts.
  const access = useAccessSubject({ freshForSeconds: GATE_PROFILE_FRESH_SECONDS });
  const location = useLocation();
  const claims = useSessionClaims();
  const dispatch = useAppDispatch();
  const isLoading = access.status === 'loading';
  // The page's code downloads while the profile does: on a phone's slow network that is a round trip less
  // before the page shows. A page the rules then refuse is downloaded but never rendered.
  useEffect(() => {
    if (isLoading) preloadPageAt([route], { pathname: location.pathname, claims, dispatch });
  }, [isLoading, route, location.pathname, claims, dispatch]);
  if (isLoading) return <PageSpinner />;
  if (access.status === 'error') return <LoadFailed onRetry={access.retry} />;
  const redirect = resolveRedirect(route, access.status === 'ready' ? access.subject : null);
  if (redirect !== null && redirect !== location.pathname) return <Navigate to={redirect} replace />;
  if (route.access === 'redirect') return null;
  const Page = route.page;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page title={route.title} />
    </Suspense>
  );
}
