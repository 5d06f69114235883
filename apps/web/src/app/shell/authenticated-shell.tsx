import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { roleLabel } from '@platform/contracts';
import { AppLayout, type SidebarUser } from '../../features/layout/index.js';
import { endSession } from '../../shared/api/api-slice.js';
import { SIDEBAR_MESSAGES } from '../../shared/messages/navigation-messages.js';
import { useAppDispatch } from '../../shared/store/hooks.js';
import { useSessionClaims } from '../../shared/session/use-session-claims.js';
import { PageSpinner } from '../../shared/ui/page-spinner.js';
import { useAccessSubject } from '../session/use-access-subject.js';
import { landingPath, resolveRedirect } from '../routing/access-rules.js';
import { preloadPageAt } from '../routing/lazy-page.js';
import { buildMenu } from '../routing/menu.js';
import { PATHS } from '../routing/paths.js';
import { ROUTES } from '../routing/route-table.js';
import { LoadFailed } from './load-failed.js';
import { buildUserMenu, type UserMenuDialog } from './user-menu-entries.js';
import { useSchoolUpdateReminder } from './use-school-update-reminder.js';

// Issue 12: the outbox runner and its notices, after the first screen (idb-keyval stays out of the first load).
const OfflineOutbox = lazy(() => import('../../features/completion/offline/offline-outbox.js'));

// Loaded on first use: the dialogs' forms stay out of the first load of every page (a pupil's lesson too).
const UserMenuDialogs = lazy(async () => ({
  default: (await import('./user-menu-dialogs.js')).UserMenuDialogs,
}));

/** Layout route of every signed-in page: sidebar from the route table, user menu and its dialogs. */
export function AuthenticatedShell() {
  const access = useAccessSubject();
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<UserMenuDialog | null>(null);
  // Once opened, the dialogs stay mounted, so closing one runs its own focus handling.
  const [dialogsUsed, setDialogsUsed] = useState(false);
  if (dialog !== null && !dialogsUsed) setDialogsUsed(true);
  const ready = access.status === 'ready' ? access : null;
  const { pathname } = useLocation();
  const isLoading = access.status === 'loading';
  // The page's code downloads while the profile does (the page itself mounts only once it is here).
  const claims = useSessionClaims();
  useEffect(() => {
    if (isLoading) preloadPageAt(ROUTES, { pathname, claims, dispatch });
  }, [isLoading, pathname, claims, dispatch]);
  const userId = ready ? Number(ready.claims.sub) : null;
  // The outbox runner loads once the first screen is up: never on the critical path of a cheap phone.
  const [isOutboxDue, setOutboxDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOutboxDue(true), 1_000);
    return () => clearTimeout(timer);
  }, []);
  const logout = useCallback(() => {
    // A chosen logout forgets the user's drafts on this device (an expired session keeps them).
    if (userId !== null)
      void import('../../features/completion/offline/offline-sign-out.js').then((offline) =>
        offline.forgetUserOnDevice(userId),
      );
    endSession(dispatch);
  }, [dispatch, userId]);
  useSchoolUpdateReminder(ready?.subject ?? null, ready?.profile ?? null);

  const view = useMemo(() => {
    if (!ready) return null;
    const { subject, profile } = ready;
    const canOpen = (path: string) => {
      const route = ROUTES.find((candidate) => candidate.path === path);
      return route !== undefined && resolveRedirect(route, subject) === null;
    };
    const user: SidebarUser = {
      name: profile.nume,
      roleLabel: roleLabel(subject.role),
      points:
        profile.points !== null && (subject.role === 'PROFESOR' || subject.role === 'ELEV')
          ? {
              label: subject.role === 'PROFESOR' ? SIDEBAR_MESSAGES.schoolPoints : SIDEBAR_MESSAGES.myPoints,
              value: profile.points,
            }
          : null,
      teacherCode: subject.role === 'PROFESOR' ? profile.codProfesor : null,
      notParticipating: subject.role === 'PROFESOR' && subject.schoolId === null,
    };
    return {
      links: buildMenu(ROUTES, subject),
      user,
      userMenu: buildUserMenu(subject, canOpen, setDialog, logout),
      homePath: landingPath(subject),
      profile,
    };
  }, [ready, logout]);

  if (access.status === 'anonymous') return <Navigate to={PATHS.login} replace />;
  if (access.status === 'loading') return <PageSpinner />;
  if (access.status === 'error') return <LoadFailed onRetry={access.retry} />;
  if (!view) return null;
  return (
    <AppLayout links={view.links} user={view.user} userMenu={view.userMenu} homePath={view.homePath}>
      {userId !== null && isOutboxDue && (
        <Suspense fallback={null}>
          <OfflineOutbox userId={userId} />
        </Suspense>
      )}
      <Outlet />
      {dialogsUsed && (
        <Suspense fallback={null}>
          <UserMenuDialogs open={dialog} onClose={() => setDialog(null)} profile={view.profile} />
        </Suspense>
      )}
    </AppLayout>
  );
}
