import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { EditionDashboard as EditionDashboardData } from '@platform/contracts';
import { withApp } from '../../../storybook/story-providers.js';
import { EditionDashboard } from './edition-dashboard.js';

interface EditionDashboardArgs {
  /** What GET /api/dashboards/edition answers; null: a server error. */
  dashboard: EditionDashboardData | null;
}

function EditionDashboardStory(_: EditionDashboardArgs) {
  return <EditionDashboard />;
}

const counties = ['Alba', 'Bacău', 'București', 'Cluj', 'Dolj', 'Iași', 'Mureș', 'Sibiu'];
const dashboard: EditionDashboardData = {
  editionId: 2,
  editionName: '2026-2027',
  judet: null,
  counties,
  summary: {
    waste: [
      { kind: 'DEEE', realKg: 1771.1, estimatedKg: 6055 },
      { kind: 'DBA', realKg: 227.1, estimatedKg: 760 },
      { kind: 'BECURI_SI_NEOANE', realKg: 85, estimatedKg: 229 },
    ],
    schools: 43,
    pupilsEnrolled: 322,
    pupilsActive: 285,
    completedActivities: 457,
    pointsAwarded: 18263,
  },
  kgByCounty: counties.map((judet, index) => ({ judet, kg: 548.37 - index * 61.5 })),
  weeks: ['2026-09-14', '2026-09-21', '2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19'].map(
    (weekStart, index) => ({
      weekStart,
      orders: [2, 1, 7, 7, 8, 8][index]!,
      kg: [80, 180, 260, 140, 420, 300][index]!,
    }),
  ),
  completionsByLesson: [
    { lessonId: 1, title: 'Telefoanele vechi au o a doua viață', type: 'LESSON', completions: 227 },
    {
      lessonId: 2,
      title: 'Provocarea lunii: un kilogram de baterii pe clasă',
      type: 'MONTHLY_CHALLENGE',
      completions: 114,
    },
    { lessonId: 3, title: 'Temă: inventarul bateriilor din casă', type: 'HOMEWORK', completions: 114 },
    { lessonId: 4, title: 'Bateriile uzate și mediul', type: 'LESSON', completions: 1 },
  ],
  topSchools: Array.from({ length: 20 }, (_, index) => ({
    schoolId: index + 1,
    name: `Școala Gimnazială nr. ${index + 1} ${counties[index % counties.length]}`,
    judet: counties[index % counties.length]!,
    points: 695.85 - index * 14.5,
  })),
};

/** 'Sumar' at the top of Raport Editie: summary cards and four charts, each with its table and exports. */
const meta = {
  title: 'web/Edition dashboard/Sumar',
  component: EditionDashboardStory,
  parameters: { app: { role: 'ADMIN', path: '/rapoarte/final-editie' } },
  loaders: [mswLoader()],
  beforeEach: ({ msw, args }) => {
    msw.use(
      http.get('/api/editions', () => {
        const current = { id: 2, nume: '2026-2027', isCurrentEdition: true };
        return HttpResponse.json({
          editions: [current, { id: 1, nume: '2025-2026', isCurrentEdition: false }],
          currentEdition: current,
        });
      }),
      http.get('/api/dashboards/edition', () =>
        args.dashboard
          ? HttpResponse.json(args.dashboard)
          : HttpResponse.json({ message: 'Eroare internă', errors: {} }, { status: 500 }),
      ),
    );
  },
  decorators: [withApp, (Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { dashboard },
} satisfies Meta<typeof EditionDashboardStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
/** A new edition: no orders and no completions yet. */
export const NoDataYet: Story = {
  args: {
    dashboard: {
      ...dashboard,
      summary: { ...dashboard.summary, completedActivities: 0, pointsAwarded: 0 },
      kgByCounty: [],
      weeks: [],
      completionsByLesson: [],
      topSchools: [],
    },
  },
};
export const LoadFailed: Story = { args: { dashboard: null } };
