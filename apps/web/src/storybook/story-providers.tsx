import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../app/app.css';
import type { Role } from '@platform/contracts';
import { createAppStore } from '../shared/store/create-store.js';
import { ToastHost } from '../shared/toasts/toast-host.js';
import { storyToken } from './story-session.js';

export interface AppStoryOptions {
  /** Signed-in role; none for the public pages. */
  role?: Role;
  isEnabled?: boolean;
  /** The address the story opens, e.g. '/completare-lectie/id/7'. */
  path?: string;
  /** The route pattern that reads params from `path`, e.g. '/completare-lectie/id/:id'. */
  route?: string;
}

/**
 * The app around a screen story: a fresh store (signed in as `parameters.app.role`), a router at
 * `parameters.app.path` and the toast container. API calls go to `/api`, where the story's MSW handlers
 * answer. Stories override `parameters.app`; the decorator is applied once, in the meta.
 */
export const withApp: Decorator = (Story, { parameters }) => (
  <AppFrame options={(parameters.app ?? {}) as AppStoryOptions}>
    <Story />
  </AppFrame>
);

function AppFrame({ options, children }: { options: AppStoryOptions; children: ReactNode }) {
  // One store per story visit: changing a control re-renders the story without dropping its state.
  const [store] = useState(() => {
    const token = options.role ? storyToken(options.role, { isEnabled: options.isEnabled }) : null;
    return createAppStore({ session: { token, refreshToken: token ? 'story-refresh' : null } });
  });
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <Routes>
          <Route path={options.route ?? '*'} element={children} />
          <Route path="*" element={<p>Pagina la care duce butonul (în aplicație).</p>} />
        </Routes>
      </MemoryRouter>
      <ToastHost />
    </Provider>
  );
}
