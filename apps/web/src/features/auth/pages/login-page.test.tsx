import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { installFakeServer, json, type FakeRequest } from '../../../test/fake-server.js';
import { fakeJwt } from '../../../test/fake-jwt.js';
import { renderApp } from '../../../test/render-app.js';
import { demoProfile } from '../../../test/demo-profiles.js';

function server(onLogin: (request: FakeRequest) => Response) {
  return installFakeServer((request) => {
    if (request.path === '/settings/feature-flags') {
      return json(200, { teacherRegistrationOpen: false, forcedSchoolUpdate: false });
    }
    if (request.path === '/auth/authenticate') return onLogin(request);
    if (request.path === '/users/profile') return json(200, demoProfile());
    return json(404, { message: 'Resursa nu a fost găsită', errors: {} });
  });
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the required-field messages and sends nothing when empty', async () => {
    const fake = server(() => json(500, {}));
    renderApp('/autentificare');
    await userEvent.click(await screen.findByRole('button', { name: 'Autentificare' }));
    expect(await screen.findByText('Email este obligatoriu')).toBeInTheDocument();
    expect(screen.getByText('Parola este obligatorie')).toBeInTheDocument();
    expect(fake.requests.some((r) => r.path === '/auth/authenticate')).toBe(false);
  });

  it('trims and lower-cases the email, trims the password, then lands on the role home', async () => {
    const fake = server(() => json(200, { token: fakeJwt(), refreshToken: 'r1' }));
    const { router } = renderApp('/autentificare');
    await userEvent.type(await screen.findByLabelText('Email'), '  Admin@Demo.RO ');
    await userEvent.type(screen.getByLabelText('Parola'), ' Demo1234! ');
    await userEvent.click(screen.getByRole('button', { name: 'Autentificare' }));
    expect(await screen.findByText('Ati fost conectat cu succes!')).toBeInTheDocument();
    expect(fake.requests.find((r) => r.path === '/auth/authenticate')?.body).toEqual({
      email: 'admin@demo.ro',
      parola: 'Demo1234!',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/rapoarte/final-editie'));
    expect(localStorage.getItem('authToken')).not.toBeNull();
  });

  it('shows server field errors beside the field and clears them when the field changes', async () => {
    server(() =>
      json(400, { message: 'Date invalide', errors: { email: 'Adresa de email nu este validă' } }),
    );
    renderApp('/autentificare');
    await userEvent.type(await screen.findByLabelText('Email'), 'x@y');
    await userEvent.type(screen.getByLabelText('Parola'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Autentificare' }));
    expect(await screen.findByText('Adresa de email nu este validă')).toBeInTheDocument();
    expect(await screen.findByText('Date invalide')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), '.ro');
    await waitFor(() => expect(screen.queryByText('Adresa de email nu este validă')).not.toBeInTheDocument());
  });

  it('falls back to the login failure message when the server sends none', async () => {
    server(() => json(401, {}));
    renderApp('/autentificare');
    await userEvent.type(await screen.findByLabelText('Email'), 'a@b.ro');
    await userEvent.type(screen.getByLabelText('Parola'), 'gresit');
    await userEvent.click(screen.getByRole('button', { name: 'Autentificare' }));
    expect(await screen.findByText('Am intamplinat probleme autentificare')).toBeInTheDocument();
  });

  it('keeps teacher registration disabled and pupil registration enabled per the flag', async () => {
    server(() => json(500, {}));
    renderApp('/autentificare');
    expect(await screen.findByText('Înscrierile pentru profesori sunt momentan închise')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Înregistrare profesor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Înregistrare elev' })).toBeEnabled();
  });
});
