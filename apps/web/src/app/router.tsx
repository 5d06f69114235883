import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ROUTES } from './routing/route-table.js';
import { RouteGate } from './routing/route-gate.js';
import { PATHS } from './routing/paths.js';
import { AuthenticatedShell } from './shell/authenticated-shell.js';
import { ErrorBoundary } from './shell/error-boundary.js';
import { RouteErrorPage } from './shell/route-error-page.js';

function toRouteObject(route: (typeof ROUTES)[number]): RouteObject {
  return { path: route.path, element: <RouteGate route={route} /> };
}

/** The router, generated from the route table: public pages bare, signed-in pages inside the shell. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: (
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        { path: PATHS.root, element: <Navigate to={PATHS.login} replace /> },
        ...ROUTES.filter((route) => route.access !== 'authenticated').map(toRouteObject),
        {
          element: <AuthenticatedShell />,
          children: ROUTES.filter((route) => route.access === 'authenticated').map(toRouteObject),
        },
        { path: '*', element: <Navigate to={PATHS.login} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
