import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import type { Page, Role } from '@platform/contracts';
import { DataTable } from './data-table.js';
import { filterableColumns } from './filterable-columns.js';
import { reportColumnHelper } from './table-features.js';
import { useServerTable } from './use-server-table.js';
import { createAppStore } from '../store/create-store.js';

interface SchoolRow {
  id: number;
  nume: string;
  judet: string;
  elevi: number;
  activ: boolean;
}

const helper = reportColumnHelper<SchoolRow>();
const columns = helper.columns([
  helper.accessor('nume', {
    header: 'Școala',
    meta: { sortField: 'nume', filter: { kind: 'text', param: 'nume' } },
  }),
  helper.accessor('judet', { header: 'Județ', meta: { filter: { kind: 'text', param: 'judet' } } }),
  helper.accessor('elevi', {
    header: 'Elevi',
    meta: { sortField: 'elevi', align: 'end', filter: { kind: 'number', param: 'elevi' } },
  }),
  helper.accessor('activ', {
    header: 'Activ',
    cell: (info) => (info.getValue() ? 'DA' : 'NU'),
    meta: { filter: { kind: 'boolean', param: 'activ' } },
  }),
]);

const rows: SchoolRow[] = [
  { id: 1, nume: 'Școala Gimnazială nr. 1', judet: 'Cluj', elevi: 320, activ: true },
  { id: 2, nume: 'Liceul Teoretic „Avram Iancu”', judet: 'Alba', elevi: 780, activ: true },
  { id: 3, nume: 'Școala Primară Sat Nou', judet: 'Iași', elevi: 45, activ: false },
];

function page(content: SchoolRow[]): Page<SchoolRow> {
  return {
    content,
    totalElements: content.length,
    totalPages: 1,
    pageable: { pageNumber: 0, pageSize: 20, sort: null },
  };
}

function TableDemo({ data, role }: { data: Page<SchoolRow>; role: Role }) {
  const filterable = useMemo(() => filterableColumns(columns), []);
  const controller = useServerTable({ columns: filterable, defaultSorting: [{ id: 'nume', desc: false }] });
  return (
    <DataTable
      tableId="story"
      caption="Școli"
      columns={columns}
      page={data}
      isFetching={false}
      isError={false}
      controller={controller}
      viewerRole={role}
      getRowId={(row) => String(row.id)}
      onReload={() => undefined}
      onExport={async () => undefined}
    />
  );
}

const meta = {
  title: 'web/Shared/DataTable',
  component: TableDemo,
  // The table remembers column choices per signed-in user, which it reads from the app's store.
  decorators: [
    (Story) => (
      <Provider store={createAppStore()}>
        <Story />
      </Provider>
    ),
  ],
  args: { data: page(rows), role: 'ADMIN' },
} satisfies Meta<typeof TableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};
export const Empty: Story = { args: { data: page([]) } };
/** Export is hidden for teachers and pupils. */
export const TeacherView: Story = { args: { role: 'PROFESOR' } };
