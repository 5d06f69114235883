import { useMemo } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Page, Role } from '@platform/contracts';
import { createAppStore } from '../store/create-store.js';
import { installFakeServer, json } from '../../test/fake-server.js';
import { DataTable, VIRTUALIZE_FROM } from './data-table.js';
import { filterableColumns } from './filterable-columns.js';
import { reportColumnHelper } from './table-features.js';
import { useServerTable } from './use-server-table.js';

interface Row {
  id: number;
  nume: string;
  puncte: number;
  activ: boolean;
  creat: string;
}

const helper = reportColumnHelper<Row>();
const columns = helper.columns([
  helper.accessor('nume', {
    header: 'Nume',
    meta: { sortField: 'nume', filter: { kind: 'text', param: 'nume' } },
  }),
  helper.accessor('puncte', {
    header: 'Puncte',
    meta: { sortField: 'puncte', align: 'end', filter: { kind: 'number', param: 'puncte' } },
  }),
  helper.accessor('activ', {
    header: 'Activ',
    cell: (info) => (info.getValue() ? 'DA' : 'NU'),
    meta: { filter: { kind: 'boolean', param: 'isEnabled' } },
  }),
  helper.accessor('creat', { header: 'Creat', meta: { filter: { kind: 'dateRange', param: 'creat' } } }),
]);

function pageOf(rows: Row[], total = rows.length): Page<Row> {
  return {
    content: rows,
    totalElements: total,
    totalPages: Math.ceil(total / 20),
    pageable: { pageNumber: 0, pageSize: 20, sort: null },
  };
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    nume: `Școala ${index + 1}`,
    puncte: index * 10,
    activ: index % 2 === 0,
    creat: '2026-01-01',
  }));

function Harness(props: {
  page: Page<Row> | undefined;
  role?: Role;
  onQuery: (query: object) => void;
  edition?: boolean;
}) {
  const filterable = useMemo(() => filterableColumns(columns), []);
  const controller = useServerTable({ columns: filterable, defaultSorting: [{ id: 'nume', desc: false }] });
  props.onQuery(controller.query);
  return (
    <DataTable
      tableId="test"
      caption="Test"
      columns={columns}
      page={props.page}
      isFetching={false}
      isError={false}
      controller={controller}
      viewerRole={props.role ?? 'ADMIN'}
      getRowId={(row) => String(row.id)}
      onReload={() => undefined}
      onExport={async () => undefined}
      showEditionSelector={props.edition}
    />
  );
}

function renderTable(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const queries: Record<string, unknown>[] = [];
  render(
    <Provider store={createAppStore()}>
      <Harness
        page={pageOf(rows(3), 45)}
        onQuery={(query) => queries.push(query as Record<string, unknown>)}
        {...props}
      />
    </Provider>,
  );
  return { lastQuery: () => queries[queries.length - 1] };
}

describe('DataTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Nu există date' for an empty page", () => {
    renderTable({ page: pageOf([]) });
    expect(screen.getByText('Nu există date')).toBeInTheDocument();
  });

  it('sorts through the server: the header toggles the sort parameter', async () => {
    const { lastQuery } = renderTable();
    expect(lastQuery()).toMatchObject({ page: 0, size: 20, sort: 'nume,asc' });
    await userEvent.click(screen.getByRole('button', { name: /Nume/ }));
    expect(lastQuery()).toMatchObject({ sort: 'nume,desc' });
    expect(screen.getByRole('columnheader', { name: /Nume/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Puncte/ }));
    expect(lastQuery()).toMatchObject({ sort: 'puncte,asc' });
  });

  it('sends text, number, DA/NU and De la / Până la filters and resets them', async () => {
    const { lastQuery } = renderTable();
    await userEvent.type(screen.getByLabelText('Filtru: Nume'), 'Liceul');
    await waitFor(() => expect(lastQuery()).toMatchObject({ nume: 'Liceul', page: 0 }));
    await userEvent.type(screen.getByLabelText('Filtru: Puncte'), '30');
    await waitFor(() => expect(lastQuery()).toMatchObject({ puncte: '30' }));
    await userEvent.selectOptions(screen.getByLabelText('Filtru: Activ'), 'NU');
    expect(lastQuery()).toMatchObject({ isEnabled: 'false' });
    await userEvent.type(screen.getByLabelText('Creat: De la'), '2026-01-02');
    expect(lastQuery()).toMatchObject({ creatFrom: '2026-01-02' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Filtre' }));
    expect(lastQuery()).toEqual({ page: 0, size: 20, sort: 'nume,asc' });
    expect(screen.getByLabelText('Filtru: Nume')).toHaveValue('');
  });

  it('paginates with the spec page sizes', async () => {
    const { lastQuery } = renderTable();
    const sizes = within(screen.getByLabelText('Rânduri pe pagină')).getAllByRole('option');
    expect(sizes.map((option) => option.getAttribute('value'))).toEqual([
      '20',
      '100',
      '1000',
      '10000',
      '100000',
      '1000000',
    ]);
    expect(screen.getByText(/Pagina 1 din 3/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina următoare' }));
    expect(lastQuery()).toMatchObject({ page: 1 });
    await userEvent.selectOptions(screen.getByLabelText('Rânduri pe pagină'), '100');
    expect(lastQuery()).toMatchObject({ page: 0, size: 100 });
  });

  it('hides Export for PROFESOR and ELEV only', () => {
    renderTable({ role: 'PROFESOR' });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reincarcare' })).toBeInTheDocument();
  });

  it('shows Export for staff', () => {
    renderTable({ role: 'DBEST' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it("marks the current edition '(curent)' and selects it", async () => {
    installFakeServer(() =>
      json(200, {
        editions: [
          { id: 2, nume: '2025-2026', isCurrentEdition: true },
          { id: 1, nume: '2024-2025', isCurrentEdition: false },
        ],
        currentEdition: { id: 2, nume: '2025-2026', isCurrentEdition: true },
      }),
    );
    const { lastQuery } = renderTable({ edition: true });
    expect(await screen.findByRole('option', { name: '2025-2026 (curent)' })).toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toMatchObject({ editionId: 2 }));
    await userEvent.selectOptions(screen.getByLabelText('Ediția'), '1');
    expect(lastQuery()).toMatchObject({ editionId: 1 });
  });

  it('renders only part of a big page (virtual rows)', () => {
    renderTable({ page: pageOf(rows(VIRTUALIZE_FROM * 10)) });
    const rendered = screen.getAllByRole('row').length;
    expect(rendered).toBeLessThan(VIRTUALIZE_FROM);
  });
});
