import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type User } from '@platform/contracts';
import { renderPageAs } from '../../../test/render-app.js';
import { demoPupil } from '../../../test/demo-profiles.js';
import { installFakeServer, json, type FakeRequest } from '../../../test/fake-server.js';
import { MyPupilsPage } from './my-pupils-page.js';

const pupil = demoPupil;

/** A server that remembers activation changes, like the real one. */
function pupilsServer(pupils: User[], failActivation = false) {
  return installFakeServer((request: FakeRequest) => {
    if (request.method === 'GET' && request.path.startsWith('/users/report?')) {
      return json(200, {
        content: structuredClone(pupils),
        totalElements: pupils.length,
        totalPages: 1,
        pageable: { pageNumber: 0, pageSize: 20, sort: 'nume,asc' },
      });
    }
    if (request.method === 'PATCH' && request.path === '/users/update-activation') {
      if (failActivation) return json(403, { message: '', errors: {} });
      const body = request.body as { id: number; isEnabled: boolean };
      const found = pupils.find((p) => p.id === body.id)!;
      found.isEnabled = body.isEnabled;
      return json(200, found);
    }
    return json(404, { message: 'Resursa nu a fost găsită', errors: {} });
  });
}

function renderPage() {
  return renderPageAs({ role: 'PROFESOR', sub: '3' }, <MyPupilsPage title="Elevii mei" />);
}

const reports = (requests: FakeRequest[]) => requests.filter((r) => r.path.startsWith('/users/report?'));

describe('MyPupilsPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the pupils by name without an export button', async () => {
    const fake = pupilsServer([pupil({}), pupil({ id: 8, nume: 'Bianca Elev Nou', isEnabled: false })]);
    renderPage();
    const row = (await screen.findByText('Bianca Elev Nou')).closest('tr')!;
    expect(within(row).getByText('NU')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Activează: Bianca Elev Nou' })).toBeInTheDocument();
    const query = new URLSearchParams(reports(fake.requests)[0]!.path.split('?')[1]);
    expect(query.get('role')).toBe('ELEV');
    expect(query.get('sort')).toBe('nume,asc');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('deactivates a pupil, confirms, and shows the new state from the server', async () => {
    const fake = pupilsServer([pupil({})]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Dezactivează: Andrei Elev' }));
    expect(await screen.findByText('Starea contului a fost actualizată')).toBeInTheDocument();
    expect(fake.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ id: 7, isEnabled: false });
    expect(await screen.findByRole('button', { name: 'Activează: Andrei Elev' })).toBeInTheDocument();
    await waitFor(() => expect(reports(fake.requests).length).toBeGreaterThanOrEqual(2));
  });

  it('says when the change could not be saved', async () => {
    pupilsServer([pupil({})], true);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Dezactivează: Andrei Elev' }));
    expect(await screen.findByText('Starea contului nu a putut fi schimbată.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dezactivează: Andrei Elev' })).toBeInTheDocument();
  });
});
