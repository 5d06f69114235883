import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@platform/contracts';
import { fakeJwt } from '../test/fake-jwt.js';
import { installFakeServer, json } from '../test/fake-server.js';
import { demoProfile } from '../test/demo-profiles.js';
import { renderApp } from '../test/render-app.js';

function signIn(token: string) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
}

const flags = { teacherRegistrationOpen: false, forcedSchoolUpdate: false };

describe('session and route guards in the running app', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the root and unknown paths to login', async () => {
    installFakeServer(() => json(200, flags));
    const root = renderApp('/');
    await waitFor(() => expect(root.router.state.location.pathname).toBe('/autentificare'));
    root.unmount();
    const unknown = renderApp('/nu-exista');
    await waitFor(() => expect(unknown.router.state.location.pathname).toBe('/autentificare'));
  });

  it('sends an anonymous visitor of a protected page to login', async () => {
    installFakeServer(() => json(200, flags));
    const { router } = renderApp('/rapoarte/utilizatori');
    await waitFor(() => expect(router.state.location.pathname).toBe('/autentificare'));
  });

  it('sends a signed-in pupil from the login page to homework, and from an admin page too', async () => {
    signIn(fakeJwt({ role: 'ELEV', email: 'elev@demo.ro' }));
    installFakeServer((request) =>
      request.path === '/users/profile'
        ? json(200, demoProfile({ role: 'ELEV', nume: 'Ionel Elev' }))
        : json(200, []),
    );
    const { router } = renderApp('/autentificare');
    await waitFor(() => expect(router.state.location.pathname).toBe('/teme-de-casa'));
    await router.navigate('/rapoarte/utilizatori');
    await waitFor(() => expect(router.state.location.pathname).toBe('/teme-de-casa'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teme de casă' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Meniu principal' })).toHaveTextContent(
      'Teme de casăProvocăriMesaje',
    );
  });

  it('asks for the profile once to open a signed-in page (the shell asks; its page gate uses that answer)', async () => {
    signIn(fakeJwt({ role: 'ELEV', email: 'elev@demo.ro' }));
    const fake = installFakeServer((request) =>
      request.path === '/users/profile'
        ? json(200, demoProfile({ role: 'ELEV', nume: 'Ionel Elev' }))
        : json(200, []),
    );
    const profileCalls = () => fake.requests.filter((request) => request.path === '/users/profile').length;
    renderApp('/teme-de-casa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teme de casă' })).toBeInTheDocument();
    // Whatever the first screen asks for has been asked by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(profileCalls()).toBe(1);
  });

  it('forces a pupil who is not enabled onto the parental approval page', async () => {
    signIn(fakeJwt({ role: 'ELEV', isEnabled: false }));
    installFakeServer(() => json(200, demoProfile({ role: 'ELEV', isEnabled: false })));
    const { router } = renderApp('/notificari');
    await waitFor(() => expect(router.state.location.pathname).toBe('/acord-parental'));
  });

  it('on a refused refresh shows the session-expired message, logs out and goes to login', async () => {
    signIn(fakeJwt({ expiresInSeconds: -10 }));
    const fake = installFakeServer((request) => {
      if (request.path === '/auth/refresh-token')
        return json(401, { message: 'Sesiune invalidă', errors: {} });
      if (request.path === '/settings/feature-flags') return json(200, flags);
      return json(401, { message: 'Neautorizat', errors: {} });
    });
    const { router } = renderApp('/rapoarte/final-editie');
    expect(
      await screen.findByText('Sesiunea dumneavoastră a expirat. Vă rugăm să vă conectați încă o dată.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/autentificare'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(fake.requests.filter((r) => r.path === '/auth/refresh-token')).toHaveLength(1);
  });

  it('follows a logout made in another tab', async () => {
    signIn(fakeJwt());
    installFakeServer((request) =>
      request.path === '/settings/feature-flags' ? json(200, flags) : json(200, demoProfile()),
    );
    const { router } = renderApp('/rapoarte/final-editie');
    await screen.findByRole('heading', { level: 1, name: 'Raport Editie' });
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, storageArea: localStorage }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/autentificare'));
  });
});
