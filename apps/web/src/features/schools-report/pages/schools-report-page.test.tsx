import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type SchoolReportRow } from '@platform/contracts';
import { renderPageAs } from '../../../test/render-app.js';
import { installFakeServer, json, type FakeRequest } from '../../../test/fake-server.js';
import { SchoolsReportPage } from './schools-report-page.js';

const school: SchoolReportRow = {
  id: 4,
  numeInstitutieInvatamant: 'Școala Gimnazială nr. 1',
  cui: '123456',
  codSiiirUnitate: '1234567890',
  codSe: 'SE-77',
  judet: 'Cluj',
  oras: 'Cluj-Napoca',
  teacherName: 'Ana Profesor',
  numarElevi: 1250,
  telefon: '0712345678',
};

function schoolsServer() {
  return installFakeServer((request: FakeRequest) => {
    if (request.path.startsWith('/schools/report?')) {
      return json(200, {
        content: [school],
        totalElements: 1,
        totalPages: 1,
        pageable: { pageNumber: 0, pageSize: 20, sort: 'numeInstitutieInvatamant,asc' },
      });
    }
    return json(404, { message: 'Resursa nu a fost găsită', errors: {} });
  });
}

function renderPage() {
  return renderPageAs({ role: 'DBEST', sub: '2' }, <SchoolsReportPage title="Raport Scoli" />);
}

const reportQueries = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.path.startsWith('/schools/report?'))
    .map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1])));

describe('SchoolsReportPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for 20 schools by name ascending and shows the spec columns', async () => {
    const fake = schoolsServer();
    renderPage();
    const row = (await screen.findByText('Școala Gimnazială nr. 1')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Școala Gimnazială nr. 1',
      '123456',
      '1234567890',
      'SE-77',
      'Cluj',
      'Cluj-Napoca',
      'Ana Profesor',
      '1.250',
      '0712345678',
      // The row's details button, at the end.
      'Toate datele',
    ]);
    expect(reportQueries(fake.requests)[0]).toEqual({
      page: '0',
      size: '20',
      sort: 'numeInstitutieInvatamant,asc',
    });
    expect(screen.getByRole('columnheader', { name: /Nume școală/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('does not sort by SE code, but filters by it and sorts by the other columns', async () => {
    const fake = schoolsServer();
    renderPage();
    await screen.findByText('Școala Gimnazială nr. 1');
    const seHeader = screen.getByRole('columnheader', { name: 'Cod SE' });
    expect(within(seHeader).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Filtru: Cod SE'), 'SE-7');
    await waitFor(() => expect(reportQueries(fake.requests).at(-1)).toMatchObject({ codSe: 'SE-7' }));
    await userEvent.type(screen.getByLabelText('Filtru: Profesor'), 'Ana');
    await waitFor(() =>
      expect(reportQueries(fake.requests).at(-1)).toMatchObject({ codSe: 'SE-7', teacherName: 'Ana' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Număr elevi/ }));
    await waitFor(() =>
      expect(reportQueries(fake.requests).at(-1)).toMatchObject({ sort: 'numarElevi,asc', page: '0' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset Filtre' }));
    await waitFor(() =>
      expect(reportQueries(fake.requests).at(-1)).toEqual({
        page: '0',
        size: '20',
        sort: 'numeInstitutieInvatamant,asc',
      }),
    );
  });

  it('exports the current filter as an xlsx and fetches the file', async () => {
    const fake = installFakeServer((request: FakeRequest) => {
      if (request.path.startsWith('/schools/report?') && request.path.includes('export=xlsx'))
        return json(200, { url: 'exports/raport_scoli.xlsx', fileName: 'raport_scoli.xlsx' });
      if (request.path.startsWith('/schools/report?'))
        return json(200, {
          content: [school],
          totalElements: 1,
          totalPages: 1,
          pageable: { pageNumber: 0, pageSize: 20, sort: null },
        });
      if (request.path.startsWith('/files/excel-reports?')) return new Response(new Blob(['xlsx']));
      return json(404, { message: '', errors: {} });
    });
    URL.createObjectURL = vi.fn(() => 'blob:raport');
    URL.revokeObjectURL = vi.fn();
    renderPage();
    await screen.findByText('Școala Gimnazială nr. 1');
    await userEvent.type(screen.getByLabelText('Filtru: Județ'), 'Cluj');
    await waitFor(() => expect(reportQueries(fake.requests).at(-1)).toMatchObject({ judet: 'Cluj' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(fake.requests.some((request) => request.path.startsWith('/files/excel-reports?'))).toBe(true),
    );
    expect(reportQueries(fake.requests).find((query) => query.export === 'xlsx')).toMatchObject({
      judet: 'Cluj',
      sort: 'numeInstitutieInvatamant,asc',
    });
  });
});
