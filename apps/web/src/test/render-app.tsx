import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers.js';
import { buildRoutes } from '../app/router.js';
import { createAppStore } from '../shared/store/create-store.js';

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
