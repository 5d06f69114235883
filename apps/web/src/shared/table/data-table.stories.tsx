import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Page, Role } from '@platform/contracts';
import { withApp } from '../../storybook/story-providers.js';
import { DataTable } from './data-table.js';
import { filterableColumns } from './filterable-columns.js';
import { reportColumnHelper } from './table-features.js';
import { useServerTable } from './use-server-table.js';
import type { MoreRows } from './report-chunks.js';

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

const names = [
  'Școala Gimnazială „Mihai Eminescu” Târgu Frumos',
  'Liceul Teoretic „Avram Iancu” Câmpeni',
  'Școala Primară Sat Nou, comuna Ștefănești',
  'Colegiul Național „Ștefan cel Mare” Suceava',
  'Școala Gimnazială nr. 1 Bistrița-Bârgăului',
];
const counties = ['Iași', 'Alba', 'Botoșani', 'Suceava', 'Bistrița-Năsăud', 'Brăila', 'Mureș'];

/** `count` schools, like a page of the schools report. */
function schools(count: number): SchoolRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    nume: `${names[index % names.length]}${index >= names.length ? ` (${index + 1})` : ''}`,
    judet: counties[index % counties.length]!,
    elevi: 40 + ((index * 37) % 900),
    activ: index % 4 !== 3,
  }));
}

function page(content: SchoolRow[], totalElements = content.length, pageSize = 20): Page<SchoolRow> {
  return {
    content,
    totalElements,
    totalPages: Math.max(1, Math.ceil(totalElements / pageSize)),
    pageable: { pageNumber: 0, pageSize, sort: null },
  };
}

interface TableDemoProps {
  data: Page<SchoolRow>;
  role: Role;
  pageSize: number;
  isFetching: boolean;
  isError: boolean;
  /** How long an export takes in the story (ms); 0 never finishes, to show it in progress. */
  exportMs: number;
  /** A page read in chunks (useReportPage): rows read so far of those it will hold. */
  more?: Omit<MoreRows, 'loadMore'>;
}

function TableDemo({ data, role, pageSize, isFetching, isError, exportMs, more }: TableDemoProps) {
  const filterable = useMemo(() => filterableColumns(columns), []);
  const controller = useServerTable({
    columns: filterable,
    defaultSorting: [{ id: 'nume', desc: false }],
    defaultPageSize: pageSize,
  });
  return (
    <DataTable
      tableId="story"
      caption="Școli"
      columns={columns}
      page={data}
      more={more && { ...more, loadMore: () => undefined }}
      isFetching={isFetching}
      isError={isError}
      error={isError ? new TypeError('Failed to fetch') : undefined}
      controller={controller}
      viewerRole={role}
      getRowId={(row) => String(row.id)}
      onReload={() => undefined}
      onExport={() =>
        new Promise<void>((resolve) => {
          if (exportMs > 0) setTimeout(resolve, exportMs);
        })
      }
    />
  );
}

const meta = {
  title: 'web/Shared/DataTable',
  component: TableDemo,
  // The table remembers column choices per signed-in user, which it reads from the app's store.
  decorators: [withApp],
  parameters: { app: { role: 'ADMIN' } },
  args: {
    data: page(schools(20), 2_431),
    role: 'ADMIN',
    pageSize: 20,
    isFetching: false,
    isError: false,
    exportMs: 1_500,
  },
  argTypes: {
    pageSize: { control: 'select', options: [20, 100, 1000, 10000, 100000, 1000000] },
    role: { control: 'select', options: ['ADMIN', 'DBEST', 'PROFESOR', 'LOGISTIC', 'ELEV'] },
  },
} satisfies Meta<typeof TableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};
/** 'Nu există date'. */
export const Empty: Story = { args: { data: page([]) } };
/** Export is hidden for teachers and pupils. */
export const TeacherView: Story = { args: { role: 'PROFESOR' } };
/** A 1,000-row page: only the visible rows are rendered. */
export const ThousandRows: Story = {
  args: { data: page(schools(1_000), 2_431, 1_000), pageSize: 1_000 },
};
/** A 100,000-row page of a 250,000-row report with `loaded` rows read (useReportPage's state). */
function largePage(loaded: number, failed: boolean) {
  return {
    data: page(schools(loaded), 250_000, 100_000),
    pageSize: 100_000,
    more: {
      loaded,
      expected: 100_000,
      estimated: false,
      complete: false,
      nextChunk: 1_000,
      loading: false,
      failed,
    },
  };
}
/**
 * 100,000 rows per page (spec 000 §9) at programme scale: the page is read 1,000 rows at a time as the user
 * scrolls; the line under the table says how many are here, the button reads the next chunk.
 */
export const LargePageInChunks: Story = { args: largePage(1_000, false) };
/** The next chunk did not arrive: the rows read stay, 'Reîncearcă' asks again. */
export const LargePageChunkFailed: Story = { args: largePage(2_000, true) };
export const Reloading: Story = { args: { isFetching: true } };
export const LoadFailed: Story = { args: { data: page([]), isError: true } };

/** A text filter typed into the 'Școala' column. */
export const WithFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = await canvas.findByRole('searchbox', { name: 'Filtru: Școala' });
    await userEvent.type(filter, 'Eminescu');
    await expect(filter).toHaveValue('Eminescu');
  },
};

/** Export pressed: the button waits while the file is prepared. */
export const ExportInProgress: Story = {
  args: { exportMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Export' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Export of an empty result: the button is there, the table says 'Nu există date'. */
export const ExportEmpty: Story = { args: { data: page([]), exportMs: 800 } };

/** Below 768 px the rows become cards. */
export const PhoneCards: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Opening a row's details: every column of the row in a dialog. */
export const OpenRowDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = names[0]!;
    await userEvent.click(await canvas.findByRole('button', { name: `Toate datele: ${first}` }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByText('Iași')).toBeVisible();
    await expect(within(dialog).getByText('DA')).toBeVisible();
  },
};
