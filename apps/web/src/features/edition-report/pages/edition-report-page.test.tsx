import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type Address, type SchoolStatusRow } from '@platform/contracts';
import { renderPageAs } from '../../../test/render-app.js';
import { installFakeServer, json, type FakeRequest } from '../../../test/fake-server.js';
import { EditionReportPage } from './edition-report-page.js';

const address = (judet: string, strada: string): Address => ({
  judet,
  oras: 'Cluj-Napoca',
  comuna: null,
  sat: null,
  strada,
  numar: '5',
  bloc: null,
  scara: null,
  etaj: null,
  apartament: null,
  codPostal: '400001',
});

const row: SchoolStatusRow = {
  schoolId: 9,
  numeInstitutieInvatamant: 'Liceul Teoretic Avram Iancu',
  cui: '111',
  codSiiirUnitate: '222',
  codSe: 'SE-9',
  totalDeeeKg: 1234.5,
  totalDbaKg: 3,
  totalBecuriSiNeoaneKg: 0.126,
  points: {
    LESSON: 10,
    HOMEWORK: 20,
    PRACTICAL_ACTIVITY: 30,
    MONTHLY_CHALLENGE: 0,
    DAILY_CHALLENGE: 5,
    ORDERS: 1237.63,
  },
  sumTotalPoints: 1302.63,
  approvedCounts: { LESSON: 1, HOMEWORK: 2, PRACTICAL_ACTIVITY: 3, MONTHLY_CHALLENGE: 0, DAILY_CHALLENGE: 4 },
  mainAddress: address('Cluj', 'Strada Școlii'),
  deliveryAddress: address('Cluj', 'Strada Depozitului'),
  numeReprezentatLegal: 'Maria Director',
  teacherName: 'Ana Profesor',
  teacherEmail: 'profesor@demo.ro',
  teacherPhone: '0700000000',
  numarElevi: 400,
  studentsCount: 12,
  detineRecipiente: true,
  participareEditieAnterioara: false,
  adresaLivrareAceeasiCuScoala: false,
};

function editionServer() {
  return installFakeServer((request: FakeRequest) => {
    if (request.path === '/editions') {
      return json(200, {
        editions: [
          { id: 2, nume: '2025-2026', isCurrentEdition: true },
          { id: 1, nume: '2024-2025', isCurrentEdition: false },
        ],
        currentEdition: { id: 2, nume: '2025-2026', isCurrentEdition: true },
      });
    }
    // The 'Sumar' above the table (issue 13) makes its own call.
    if (request.path.startsWith('/dashboards/edition')) {
      return json(200, {
        editionId: 2,
        editionName: '2025-2026',
        judet: null,
        counties: ['Cluj'],
        summary: {
          waste: [],
          schools: 1,
          pupilsEnrolled: 12,
          pupilsActive: 3,
          completedActivities: 6,
          pointsAwarded: 1302.63,
        },
        kgByCounty: [],
        weeks: [],
        completionsByLesson: [],
        topSchools: [],
      });
    }
    if (request.path.startsWith('/schools/status-report?')) {
      return json(200, {
        content: [row],
        totalElements: 1,
        totalPages: 1,
        pageable: { pageNumber: 0, pageSize: 20, sort: 'numeInstitutieInvatamant,asc' },
      });
    }
    return json(404, { message: 'Resursa nu a fost găsită', errors: {} });
  });
}

function renderPage() {
  return renderPageAs({ role: 'ADMIN', sub: '1' }, <EditionReportPage title="Raport Editie" />);
}

const reportQueries = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.path.startsWith('/schools/status-report?'))
    .map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1])));

/** The text of the row's cell under the column header `header`. */
function cellText(header: string) {
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''));
  const index = headers.indexOf(header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  const tableRow = screen.getByText('Liceul Teoretic Avram Iancu').closest('tr')!;
  return within(tableRow).getAllByRole('cell')[index]!.textContent;
}

describe('EditionReportPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the current edition once, 20 rows by school name', async () => {
    const fake = editionServer();
    renderPage();
    await screen.findByText('Liceul Teoretic Avram Iancu');
    expect(screen.getByRole('option', { name: '2025-2026 (curent)' })).toBeInTheDocument();
    expect(reportQueries(fake.requests)).toEqual([
      { page: '0', size: '20', sort: 'numeInstitutieInvatamant,asc', editionId: '2' },
    ]);
  });

  it('shows kg with two decimals, points, counts, both addresses and DA/NU flags', async () => {
    editionServer();
    renderPage();
    await screen.findByText('Liceul Teoretic Avram Iancu');
    expect(cellText('DEEE (kg)')).toBe('1.234,50');
    expect(cellText('DBA (kg)')).toBe('3,00');
    expect(cellText('Becuri și neoane (kg)')).toBe('0,13');
    expect(cellText('Puncte comenzi')).toBe('1.237,63');
    expect(cellText('Total puncte')).toBe('1.302,63');
    expect(cellText('Provocări zilnice aprobate')).toBe('4');
    expect(cellText('Stradă (școală)')).toBe('Strada Școlii');
    expect(cellText('Stradă (livrare)')).toBe('Strada Depozitului');
    expect(cellText('Cod poștal (livrare)')).toBe('400001');
    expect(cellText('Reprezentant legal')).toBe('Maria Director');
    expect(cellText('Email profesor')).toBe('profesor@demo.ro');
    expect(cellText('Număr elevi (declarat)')).toBe('400');
    expect(cellText('Elevi înscriși')).toBe('12');
    expect(cellText('Deține recipiente')).toBe('DA');
    expect(cellText('Participare ediție anterioară')).toBe('NU');
    expect(cellText('Adresă livrare aceeași cu școala')).toBe('NU');
  });

  it('switches edition, filters and sorts through the server', async () => {
    const fake = editionServer();
    renderPage();
    await screen.findByText('Liceul Teoretic Avram Iancu');
    await userEvent.selectOptions(screen.getByLabelText('Ediția'), '1');
    await waitFor(() => expect(reportQueries(fake.requests).at(-1)).toMatchObject({ editionId: '1' }));
    await userEvent.type(screen.getByLabelText('Filtru: Județ (școală)'), 'Cluj');
    await waitFor(() =>
      expect(reportQueries(fake.requests).at(-1)).toMatchObject({ editionId: '1', judet: 'Cluj' }),
    );
    expect(screen.queryByLabelText('Filtru: Județ (livrare)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /DEEE \(kg\)/ }));
    await waitFor(() =>
      expect(reportQueries(fake.requests).at(-1)).toMatchObject({ sort: 'totalDeeeKg,asc', judet: 'Cluj' }),
    );
    // Columns the server cannot sort have no sort button.
    const countHeader = screen.getByRole('columnheader', { name: 'Lecții aprobate' });
    expect(within(countHeader).queryByRole('button')).not.toBeInTheDocument();
  });
});
