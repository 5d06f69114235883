import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { LessonSummary } from '@platform/contracts';
import { installFakeServer, json, type FakeRequest } from '../../../test/fake-server.js';
import { renderApp } from '../../../test/render-app.js';
import { demoProfile } from '../../../test/demo-profiles.js';
import { lessonSummary, signInAs } from '../test/lesson-fixtures.js';

function serve(
  role: 'ELEV' | 'ADMIN' | 'PROFESOR',
  lessons: LessonSummary[],
  extra?: (r: FakeRequest) => Response | null,
) {
  return installFakeServer((request) => {
    const handled = extra?.(request);
    if (handled) return handled;
    if (request.path === '/users/profile')
      return json(
        200,
        demoProfile({
          role,
          id: 7,
          schoolId: 1,
          hasSchoolRegistrationFormCompleted: true,
          schoolUpdatedAt: new Date().toISOString(),
        }),
      );
    if (request.path.startsWith('/lessons?')) return json(200, lessons);
    // The pupil's progress above the list (issue 13).
    if (request.path === '/dashboards/my-progress')
      return json(200, { editionId: 2, visible: 0, done: 0, byType: [], points: 0, schoolPoints: null });
    return json(404, { message: 'Resursa nu a fost găsită', errors: {} });
  });
}

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;
}

describe('Lesson list', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the pupil's button per attempt state, the first-completion note, and no hidden lessons", async () => {
    signInAs('ELEV');
    serve('ELEV', [
      lessonSummary({ id: 1, title: 'Nouă', attemptState: null }),
      lessonSummary({ id: 2, title: 'Începută', attemptState: 'IN_PROGRESS' }),
      lessonSummary({ id: 3, title: 'Trimisă', attemptState: 'PENDING_APPROVAL' }),
      lessonSummary({ id: 4, title: 'Acceptată', attemptState: 'APPROVED' }),
      lessonSummary({ id: 5, title: 'Completată', attemptState: 'COMPLETED' }),
      lessonSummary({ id: 6, title: 'Respinsă', attemptState: 'REJECTED' }),
      lessonSummary({ id: 7, title: 'Secretă', isHidden: true }),
    ]);
    renderApp('/teme-de-casa');
    expect(await screen.findByRole('heading', { name: 'Nouă' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Punctele se acordă doar la prima completare.')).toBeInTheDocument();

    const link = (title: string, name: string) => within(card(title)).getByRole('link', { name });
    expect(link('Nouă', 'Pornire')).toHaveAttribute('href', '/completare-tema-pentru-acasa/id/1');
    expect(link('Începută', 'Continuare')).toHaveAttribute('href', '/completare-tema-pentru-acasa/id/2');
    expect(within(card('Trimisă')).getByRole('button', { name: 'În Așteptare Aprobare' })).toBeDisabled();
    expect(link('Acceptată', 'Repornire (Nepunctată)')).toHaveAttribute(
      'href',
      '/completare-tema-pentru-acasa/id/4',
    );
    expect(link('Completată', 'Repornire (Nepunctată)')).toBeInTheDocument();
    expect(link('Respinsă', 'Reîncearcă')).toHaveAttribute('href', '/completare-tema-pentru-acasa/id/6');
    expect(screen.queryByText('Secretă')).not.toBeInTheDocument();
    // Pupils have no staff actions.
    expect(screen.queryByRole('link', { name: 'Adaugă' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Opțiuni pentru/ })).not.toBeInTheDocument();
  });

  it('gives ADMIN the Add button, hidden lessons with Ascuns, and rolls back a refused hide', async () => {
    signInAs('ADMIN');
    const fake = serve(
      'ADMIN',
      [
        lessonSummary({ id: 11, title: 'Vizibilă' }),
        lessonSummary({ id: 12, title: 'Ascunsă', isHidden: true }),
      ],
      (r) =>
        r.method === 'PATCH' && r.path === '/lessons/11/hide'
          ? json(400, { message: 'Nu se poate ascunde', errors: {} })
          : null,
    );
    renderApp('/teme-de-casa');
    expect(await screen.findByRole('heading', { name: 'Ascunsă' })).toBeInTheDocument();
    expect(within(card('Ascunsă')).getByText('Ascuns')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adaugă' })).toHaveAttribute('href', '/teme-de-casa/editare');
    expect(screen.queryByText('Punctele se acordă doar la prima completare.')).not.toBeInTheDocument();

    const visible = card('Vizibilă');
    await userEvent.click(within(visible).getByRole('button', { name: 'Opțiuni pentru „Vizibilă”' }));
    expect(within(visible).getByRole('link', { name: 'Previzualizare' })).toHaveAttribute(
      'href',
      '/completare-tema-pentru-acasa/id/11/preview',
    );
    await userEvent.click(within(visible).getByRole('button', { name: 'Ascunde' }));
    expect(fake.requests.some((r) => r.method === 'PATCH' && r.path === '/lessons/11/hide')).toBe(true);
    expect(await screen.findByText('Nu se poate ascunde')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Vizibilă')).queryByText('Ascuns')).not.toBeInTheDocument());
  });

  it('gives PROFESOR only the preview link', async () => {
    signInAs('PROFESOR');
    serve('PROFESOR', [lessonSummary({ id: 21, title: 'Tema', attemptState: null })]);
    renderApp('/teme-de-casa');
    const item = card((await screen.findByRole('heading', { name: 'Tema' })).textContent!);
    expect(within(item).getByRole('link', { name: 'Previzualizare' })).toHaveAttribute(
      'href',
      '/completare-tema-pentru-acasa/id/21/preview',
    );
    expect(within(item).queryByRole('link', { name: 'Pornire' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    signInAs('ELEV');
    serve('ELEV', []);
    renderApp('/teme-de-casa');
    expect(await screen.findByText('Nu există încă nimic publicat aici.')).toBeInTheDocument();
  });
});
