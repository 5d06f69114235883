import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { STORAGE_KEYS, type Role } from '@platform/contracts';
import { AppProviders } from '../app/providers.js';
import { buildRoutes } from '../app/router.js';
import { createAppStore } from '../shared/store/create-store.js';
import { fakeJwt } from './fake-jwt.js';

/** Renders the whole app (real routes, guards, store and toasts) at `path`, against the fake server. */
export function renderApp(path: string) {
  const store = createAppStore();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}

/** Renders one page signed in as `claims` (tokens in storage, a fresh store), against the fake server. */
export function renderPageAs(claims: { role: Role; sub: string }, page: ReactElement) {
  localStorage.setItem(STORAGE_KEYS.token, fakeJwt(claims));
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  return render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter>{page}</MemoryRouter>
    </AppProviders>,
  );
}
