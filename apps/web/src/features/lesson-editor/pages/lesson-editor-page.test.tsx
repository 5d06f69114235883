import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Lesson } from '@platform/contracts';
import { installFakeServer, json, type FakeRequest } from '../../../test/fake-server.js';
import { renderApp } from '../../../test/render-app.js';
import { demoProfile } from '../../../test/demo-profiles.js';
import { signInAs } from '../../lessons/test/lesson-fixtures.js';

const unknownSlide = {
  id: '31',
  number: 1,
  type: 'FUTURE_POLL',
  pluginVersion: '3.1.0',
  schemaVersion: 7,
  data: { question: 'Păstrează-mă', nested: [{ a: 1 }] },
  placeholder: {
    status: 'unknown-type' as const,
    message: 'Plugin pentru tipul de slide FUTURE_POLL nu a fost găsit',
  },
};
const textSlide = {
  id: '32',
  number: 2,
  type: 'TEXT',
  pluginVersion: '1.0.0',
  schemaVersion: 1,
  data: { text: 'Scrie ce ai învățat', minLength: 10, maxLength: 1000 },
  placeholder: null,
};

function storedLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: 5,
    type: 'LESSON',
    title: 'Baterii',
    description: 'Despre baterii',
    deadline: null,
    punctajMaxim: 10,
    isHidden: false,
    image: null,
    attemptState: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    slides: [unknownSlide, textSlide],
    ...overrides,
  };
}

function serve(handler: (request: FakeRequest) => Response | null) {
  return installFakeServer((request) => {
    if (request.path === '/users/profile') return json(200, demoProfile({ role: 'ADMIN', id: 7 }));
    return handler(request) ?? json(404, { message: 'Resursa nu a fost găsită', errors: {} });
  });
}

describe('Lesson editor', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('ADMIN');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses to save a draft with errors and lists the first three, then +N erori', async () => {
    const fake = serve(() => null);
    renderApp('/teme-de-casa/editare');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvează' }, { timeout: 5000 }));
    expect(await screen.findAllByText('Lecția conține erori și nu poate fi salvată')).not.toHaveLength(0);
    const summary = screen.getByTestId('validation-summary');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Titlul este obligatoriu',
      'Descrierea este obligatorie',
      'Minimum 1 slide-uri necesare',
      '+1 erori',
    ]);
    expect(screen.getByLabelText(/Titlu/)).toHaveAccessibleDescription('Titlul este obligatoriu');
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the placeholder for an unknown slide and saves it back verbatim', async () => {
    let patched: unknown;
    serve((request) => {
      if (request.method === 'GET' && request.path === '/lessons/5') return json(200, storedLesson());
      if (request.method === 'PATCH' && request.path === '/lessons') {
        patched = request.body;
        return json(200, storedLesson({ title: 'Baterii uzate', updatedAt: '2026-11-02T10:00:00.000Z' }));
      }
      return null;
    });
    renderApp('/lectii/editare/5');
    expect(
      await screen.findByText(
        'Plugin pentru tipul de slide FUTURE_POLL nu a fost găsit',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const title = screen.getByLabelText(/Titlu/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Baterii uzate');
    expect(screen.getByText('Modificări nesalvate')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Modificările au fost salvate')).toBeInTheDocument();
    const { placeholder: _placeholder, ...verbatim } = unknownSlide;
    expect(patched).toMatchObject({ id: 5, title: 'Baterii uzate', type: 'LESSON' });
    expect((patched as { slides: unknown[] }).slides).toEqual([
      verbatim,
      { id: '32', number: 2, type: 'TEXT', pluginVersion: '1.0.0', schemaVersion: 1, data: textSlide.data },
    ]);
  });

  it('creates a new lesson, then opens its edit path', async () => {
    let created: unknown;
    serve((request) => {
      if (request.method === 'POST' && request.path === '/lessons') {
        created = request.body;
        return json(201, storedLesson({ id: 42, slides: [{ ...textSlide, number: 1 }] }));
      }
      if (request.method === 'GET' && request.path === '/lessons/42')
        return json(200, storedLesson({ id: 42, slides: [{ ...textSlide, number: 1 }] }));
      return null;
    });
    const { router } = renderApp('/lectii/editare');
    await userEvent.type(await screen.findByLabelText(/Titlu/, {}, { timeout: 5000 }), 'Baterii');
    await userEvent.type(screen.getByLabelText(/Descriere/), 'Despre baterii');
    await userEvent.click(screen.getByRole('button', { name: 'Adaugă Răspuns liber' }));
    await userEvent.type(
      await screen.findByLabelText(/Cerința/, {}, { timeout: 5000 }),
      'Scrie ce ai învățat',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lectii/editare/42'));
    expect(created).toMatchObject({
      type: 'LESSON',
      title: 'Baterii',
      description: 'Despre baterii',
      slides: [{ number: 1, type: 'TEXT', data: { text: 'Scrie ce ai învățat' } }],
    });
    // No unsaved-changes dialog on the way.
    expect(screen.queryByText('Modificări nesalvate')).not.toBeInTheDocument();
  });

  it('previews the draft fullscreen without any network call', async () => {
    const fake = serve((request) =>
      request.method === 'GET' && request.path === '/lessons/5' ? json(200, storedLesson()) : null,
    );
    renderApp('/lectii/editare/5');
    await screen.findByText(
      'Plugin pentru tipul de slide FUTURE_POLL nu a fost găsit',
      {},
      { timeout: 5000 },
    );
    const before = fake.requests.length;
    await userEvent.click(screen.getByRole('button', { name: 'Previzualizare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Previzualizare: Baterii' });
    expect(
      within(dialog).getByText('Mod previzualizare - răspunsurile nu vor fi salvate'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1 / 2 slide-uri')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Plugin pentru tipul de slide FUTURE_POLL nu a fost găsit'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Înainte' }));
    expect(within(dialog).getByText('2 / 2 slide-uri')).toBeInTheDocument();
    expect(await within(dialog).findByText('Scrie ce ai învățat', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Închide' }));
    expect(screen.queryByRole('dialog', { name: 'Previzualizare: Baterii' })).not.toBeInTheDocument();
    expect(fake.requests.length).toBe(before);
  });

  it('warns before leaving with unsaved changes', async () => {
    serve(() => null);
    const { router } = renderApp('/lectii/editare');
    await userEvent.type(await screen.findByLabelText(/Titlu/, {}, { timeout: 5000 }), 'Ciornă');
    await userEvent.click(screen.getByRole('link', { name: 'Înapoi la listă' }));
    expect(
      await screen.findByText('Ai modificări nesalvate. Dacă pleci acum, se pierd.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rămân pe pagină' }));
    expect(router.state.location.pathname).toBe('/lectii/editare');
    expect(screen.getByLabelText(/Titlu/)).toHaveValue('Ciornă');
    await userEvent.click(screen.getByRole('link', { name: 'Înapoi la listă' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Părăsesc pagina' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lectii'));
  });

  it('locks the editor for roles that may not edit', async () => {
    localStorage.clear();
    signInAs('ELEV');
    installFakeServer((request) =>
      request.path === '/users/profile'
        ? json(200, demoProfile({ role: 'ELEV', id: 7 }))
        : json(404, { message: 'x', errors: {} }),
    );
    renderApp('/provocari/editare');
    expect(
      await screen.findByText('Acces temporar restrictionat', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
