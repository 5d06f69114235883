import { useMemo } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { STORAGE_KEYS, type Page } from '@platform/contracts';
import { createAppStore } from '../store/create-store.js';
import { fakeJwt } from '../../test/fake-jwt.js';
import { DataTable, type CardLayout } from './data-table.js';
import { filterableColumns } from './filterable-columns.js';
import { reportColumnHelper } from './table-features.js';
import { useServerTable } from './use-server-table.js';

// The column chooser, the pinned title column, the row's details and the phone cards of the shared table.

interface Order {
  id: number;
  scoala: string;
  stare: string;
  kg: number;
  judet: string;
  contact: string;
}

const helper = reportColumnHelper<Order>();
const columns = helper.columns([
  helper.display({
    id: 'actions',
    header: 'Acțiuni',
    cell: (info) => <button>Validează {info.row.original.id}</button>,
  }),
  helper.accessor('id', { header: 'Nr.' }),
  helper.accessor('scoala', {
    header: 'Școala',
    meta: { sortField: 'schoolName', filter: { kind: 'text', param: 'schoolName' } },
  }),
  helper.accessor('stare', { header: 'Stare' }),
  helper.accessor('kg', { header: 'DEEE (kg)', meta: { sortField: 'deeeKg', align: 'end' } }),
  helper.accessor('judet', { header: 'Județ' }),
  helper.accessor('contact', { header: 'Persoană de contact' }),
]);
const LAYOUT: CardLayout = { title: 'scoala', badges: ['stare'], fields: ['kg', 'judet'] };
const ORDERS: Order[] = [
  {
    id: 7,
    scoala: 'Școala Gimnazială Nr. 3 Iași',
    stare: 'În așteptare',
    kg: 120,
    judet: 'Iași',
    contact: 'Ana Pop',
  },
  { id: 8, scoala: 'Liceul Teoretic Brașov', stare: 'Validată', kg: 45, judet: 'Brașov', contact: 'Ion Ene' },
];
const page: Page<Order> = {
  content: ORDERS,
  totalElements: 2,
  totalPages: 1,
  pageable: { pageNumber: 0, pageSize: 20, sort: null },
};

function Harness({ onQuery }: { onQuery?: (query: Record<string, string | number>) => void }) {
  const filterable = useMemo(() => filterableColumns(columns), []);
  const controller = useServerTable({ columns: filterable });
  onQuery?.(controller.query);
  return (
    <DataTable
      tableId="orders"
      caption="Istoric comenzi"
      cardLayout={LAYOUT}
      columns={columns}
      page={page}
      isFetching={false}
      isError={false}
      controller={controller}
      viewerRole="ADMIN"
      getRowId={(row) => String(row.id)}
      onReload={() => undefined}
      renderRowDetails={(row) => <a href={`/api/files/poza-${row.id}.jpg`}>Fotografia 1</a>}
    />
  );
}

function signInAs(sub: string) {
  localStorage.setItem(STORAGE_KEYS.token, fakeJwt({ role: 'ADMIN', sub, email: `u${sub}@demo.ro` }));
  localStorage.setItem(STORAGE_KEYS.refreshToken, `refresh-${sub}`);
}

function renderTable(props: Parameters<typeof Harness>[0] = {}) {
  return render(
    <Provider store={createAppStore()}>
      <Harness {...props} />
    </Provider>,
  );
}

function stubViewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width: 767px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const headers = () =>
  screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''));

describe('DataTable on a desktop', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('11');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('pins the title column first and the actions last, as sticky cells', () => {
    renderTable();
    expect(headers()).toEqual([
      'Școala',
      'Nr.',
      'Stare',
      'DEEE (kg)',
      'Județ',
      'Persoană de contact',
      'Acțiuni',
    ]);
    expect(screen.getByRole('columnheader', { name: /Școala/ })).toHaveClass(
      'data-table__cell--pinned-start',
    );
    expect(screen.getByRole('columnheader', { name: 'Acțiuni' })).toHaveClass('data-table__cell--pinned-end');
    const row = screen.getByText('Liceul Teoretic Brașov').closest('tr')!;
    expect(within(row).getAllByRole('cell')[0]).toHaveClass('data-table__cell--pinned-start');
  });

  it('hides a column from the chooser, remembers it per user and report, and Reset Filtre shows it again', async () => {
    const user = userEvent.setup();
    const view = renderTable();
    await user.click(screen.getByRole('button', { name: 'Coloane' }));
    const chooser = screen.getByRole('group', { name: 'Coloane' });
    // The title and the actions cannot be hidden.
    expect(within(chooser).queryByRole('checkbox', { name: 'Școala' })).not.toBeInTheDocument();
    expect(within(chooser).queryByRole('checkbox', { name: 'Acțiuni' })).not.toBeInTheDocument();
    await user.click(within(chooser).getByRole('checkbox', { name: 'Persoană de contact' }));
    expect(headers()).not.toContain('Persoană de contact');
    expect(screen.getByRole('button', { name: 'Coloane (4/5)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('eco.table-columns.11.orders')!)).toEqual({ contact: false });

    // A reload (a new mount) keeps the choice; another user on this computer has their own.
    view.unmount();
    const again = renderTable();
    expect(headers()).not.toContain('Persoană de contact');
    again.unmount();
    signInAs('12');
    const other = renderTable();
    expect(headers()).toContain('Persoană de contact');
    other.unmount();

    signInAs('11');
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Reset Filtre' }));
    expect(headers()).toContain('Persoană de contact');
    expect(localStorage.getItem('eco.table-columns.11.orders')).toBeNull();
  });

  it("opens the row's details with every field, hidden ones included, and the report's extras", async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Coloane' }));
    await user.click(screen.getByRole('checkbox', { name: 'Județ' }));
    await user.click(screen.getByRole('button', { name: 'Toate datele: Școala Gimnazială Nr. 3 Iași' }));
    const dialog = screen.getByRole('dialog', { name: 'Școala Gimnazială Nr. 3 Iași' });
    const fields = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(fields).toEqual(['Nr.', 'Școala', 'Stare', 'DEEE (kg)', 'Județ', 'Persoană de contact']);
    expect(within(dialog).getByText('Iași')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Fotografia 1' })).toHaveAttribute(
      'href',
      '/api/files/poza-7.jpg',
    );
  });
});

describe('DataTable on a phone (below 768 px)', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('11');
    stubViewport(true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each row as a card: title, state badge, the chosen fields, then the actions', () => {
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Istoric comenzi' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByText('Școala Gimnazială Nr. 3 Iași')).toBeInTheDocument();
    expect(within(first).getByText('În așteptare')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['DEEE (kg)', 'Județ']);
    expect(within(first).queryByText('Ana Pop')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Validează 7' })).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Toate datele: Școala Gimnazială Nr. 3 Iași' }),
    ).toBeInTheDocument();
  });

  it('keeps sorting and filters usable in a collapsible panel', async () => {
    const user = userEvent.setup();
    const queries: Record<string, string | number>[] = [];
    renderTable({ onQuery: (query) => queries.push(query) });
    const toggle = screen.getByRole('button', { name: 'Filtre și sortare' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortare după' }), 'DEEE (kg)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordine' }), 'Descrescător');
    expect(queries.at(-1)).toMatchObject({ sort: 'deeeKg,desc' });
    await user.type(screen.getByRole('searchbox', { name: 'Filtru: Școala' }), 'Iași');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(queries.at(-1)).toMatchObject({ schoolName: 'Iași' });
    expect(screen.getByRole('button', { name: /1 filtru activ/ })).toBeInTheDocument();
  });
});
