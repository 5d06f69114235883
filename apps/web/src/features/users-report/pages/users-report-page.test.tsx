import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type User } from '@platform/contracts';
import { renderPageAs } from '../../../test/render-app.js';
import { demoPupil } from '../../../test/demo-profiles.js';
import { installFakeServer, json, type FakeRequest } from '../../../test/fake-server.js';
import { UsersReportPage } from './users-report-page.js';

/** 2,500 accounts: a page of 10,000 is read in three chunks of at most 1,000. */
const TOTAL = 2_500;
const user = (id: number): User =>
  demoPupil({ id, nume: `Elev ${id}`, email: `elev${id}@demo.ro`, clasa: null, nickname: null });

function usersServer(fail: (query: Record<string, string>) => boolean = () => false) {
  return installFakeServer((request: FakeRequest) => {
    if (!request.path.startsWith('/users/report?')) return json(404, { message: 'Resursa nu a fost găsită' });
    const query = Object.fromEntries(new URLSearchParams(request.path.split('?')[1]));
    if (fail(query)) return json(500, { message: 'Eroare internă', errors: {} });
    const page = Number(query.page);
    const size = Number(query.size);
    const ids = Array.from(
      { length: Math.max(0, Math.min(size, TOTAL - page * size)) },
      (_, i) => page * size + i + 1,
    );
    return json(200, {
      content: ids.map(user),
      totalElements: TOTAL,
      totalPages: Math.ceil(TOTAL / size),
      pageable: { pageNumber: page, pageSize: size, sort: query.sort ?? null },
    });
  });
}

const pages = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.path.startsWith('/users/report?'))
    .map((request) => {
      const query = new URLSearchParams(request.path.split('?')[1]);
      return `${query.get('page')}x${query.get('size')}`;
    });

function renderPage() {
  return renderPageAs({ role: 'ADMIN', sub: '1' }, <UsersReportPage title="Utilizatori" />);
}

describe('UsersReportPage: a page larger than 1,000 rows', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('reads a page of 10,000 rows 1,000 at a time, and says how many are here', async () => {
    const fake = usersServer();
    renderPage();
    await screen.findByText('Elev 1');
    expect(pages(fake.requests)).toEqual(['0x20']);
    expect(screen.queryByText(/rânduri încărcate/)).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Rânduri pe pagină'), '10000');
    expect(await screen.findByText('1.000 din 2.500 de rânduri încărcate')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 din 1 · 2.500 înregistrări')).toBeInTheDocument();
    expect(pages(fake.requests)).toEqual(['0x20', '0x1000']);

    await userEvent.click(screen.getByRole('button', { name: 'Încarcă următoarele 1.000 de rânduri' }));
    expect(await screen.findByText('2.000 din 2.500 de rânduri încărcate')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Încarcă următoarele 500 de rânduri' }));
    expect(await screen.findByText('2.500 din 2.500 de rânduri încărcate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Încarcă următoarele/ })).not.toBeInTheDocument();
    expect(pages(fake.requests)).toEqual(['0x20', '0x1000', '1x1000', '2x1000']);
  });

  it('a chunk that fails keeps the rows read and is asked again with Reîncearcă', async () => {
    let failing = true;
    const fake = usersServer((query) => failing && query.page === '1' && query.size === '1000');
    renderPage();
    await screen.findByText('Elev 1');
    await userEvent.selectOptions(screen.getByLabelText('Rânduri pe pagină'), '100000');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Încarcă următoarele 1.000 de rânduri' }),
    );
    expect(
      await screen.findByText('Rândurile următoare nu s-au putut încărca.', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reîncearcă' }));
    expect(await screen.findByText('2.000 din 2.500 de rânduri încărcate')).toBeInTheDocument();
    await waitFor(() =>
      expect(pages(fake.requests).filter((page) => page === '1x1000').length).toBeGreaterThan(2),
    );
  });
});
