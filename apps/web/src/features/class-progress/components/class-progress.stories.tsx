import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { AnswerState, ClassProgress } from '@platform/contracts';
import { withApp } from '../../../storybook/story-providers.js';
import { ClassProgressSection } from './class-progress.js';

interface ClassProgressArgs {
  /** What GET /api/dashboards/class-progress answers. */
  progress: ClassProgress;
}

function ClassProgressStory(_: ClassProgressArgs) {
  return <ClassProgressSection />;
}

const activities: ClassProgress['activities'] = [
  { lessonId: 1, title: 'Temă: deșeurile electrice din casa ta', type: 'HOMEWORK', punctajMaxim: 30 },
  {
    lessonId: 2,
    title: 'Activitate practică: cutia pentru baterii',
    type: 'PRACTICAL_ACTIVITY',
    punctajMaxim: 100,
  },
  {
    lessonId: 3,
    title: 'Provocarea lunii: colectăm becurile vechi',
    type: 'MONTHLY_CHALLENGE',
    punctajMaxim: 200,
  },
  { lessonId: 4, title: 'Provocarea zilei: un bec vechi', type: 'DAILY_CHALLENGE', punctajMaxim: 20 },
];
const rows: [string, string, (AnswerState | null)[]][] = [
  ['Andrei Elev', 'a VI-a B', ['IN_PROGRESS', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED']],
  ['Ștefănița-Mădălina Vrânceanu-Țăranu', 'a VI-a B', ['COMPLETED', 'APPROVED', 'PENDING_APPROVAL', null]],
  ['Ion Popescu', 'a V-a A', [null, null, null, null]],
];
const progress: ClassProgress = {
  editionId: 2,
  classes: [
    { clasa: 'a V-a A', pupils: 1, pending: 0 },
    { clasa: 'a VI-a B', pupils: 2, pending: 2 },
  ],
  shown: null,
  pendingTotal: 2,
  activities,
  pupils: rows.map(([nume, clasa, states], index) => ({
    userId: 10 + index,
    nume,
    clasa,
    points: states.filter((state) => state === 'COMPLETED' || state === 'APPROVED').length * 25,
    cells: states.map((state, cell) => ({
      lessonId: activities[cell]!.lessonId,
      state,
      points: state === 'COMPLETED' || state === 'APPROVED' ? 25 : state === null ? null : 0,
    })),
  })),
  schoolPointsByWeek: [
    { weekStart: '2026-09-14', points: 40 },
    { weekStart: '2026-09-28', points: 220 },
    { weekStart: '2026-10-19', points: 260 },
    { weekStart: '2026-11-02', points: 310 },
    { weekStart: '2026-11-23', points: 471.75 },
  ],
  schoolPoints: 471.75,
};

/** 'Progresul clasei' on 'Elevii mei': the grid (cards on a phone), pending answers one tap away, school points. */
const meta = {
  title: 'web/Class progress/Progresul clasei',
  component: ClassProgressStory,
  parameters: { app: { role: 'PROFESOR', path: '/rapoarte/elevi-inscrisi' } },
  loaders: [mswLoader()],
  beforeEach: ({ msw, args }) => {
    // Answers like the server: ?clasa= narrows the grid to one class ('' is the pupils without one).
    msw.use(
      http.get('/api/dashboards/class-progress', ({ request }) => {
        const clasa = new URL(request.url).searchParams.get('clasa');
        if (clasa === null) return HttpResponse.json(args.progress);
        return HttpResponse.json({
          ...args.progress,
          shown: { clasa: clasa || null },
          pupils: args.progress.pupils.filter((pupil) => (pupil.clasa ?? '') === clasa),
        });
      }),
    );
  },
  decorators: [withApp, (Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { progress },
} satisfies Meta<typeof ClassProgressStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const NoPupils: Story = {
  args: { progress: { ...progress, classes: [], pendingTotal: 0, pupils: [] } },
};

/** A school over the whole-school limit: the grid opens on the class whose answers await approval. */
const largeSchool: ClassProgress = {
  ...progress,
  classes: [
    { clasa: 'a V-a A', pupils: 281, pending: 0 },
    { clasa: 'a VI-a B', pupils: 283, pending: 2 },
    { clasa: 'a VII-a C', pupils: 280, pending: 0 },
    { clasa: null, pupils: 3, pending: 0 },
  ],
  shown: { clasa: 'a VI-a B' },
  pupils: progress.pupils.filter((pupil) => pupil.clasa === 'a VI-a B'),
};
export const LargeSchoolDesktop: Story = {
  args: { progress: largeSchool },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
export const LargeSchoolPhone: Story = {
  args: { progress: largeSchool },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
