import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { LessonSummary } from '@platform/contracts';
import { storyLessonSummary } from '../../../storybook/story-lessons.js';
import { withApp } from '../../../storybook/story-providers.js';
import { LessonListPage } from './lesson-list-page.js';

interface LessonListStoryArgs {
  title: string;
  /** What GET /api/lessons answers. */
  lessons: LessonSummary[];
}

function LessonListStory({ title }: LessonListStoryArgs) {
  return <LessonListPage title={title} type="HOMEWORK" />;
}

const titles = [
  'Bateriile și acumulatorii: de ce nu ajung în coșul de gunoi',
  'Ce se întâmplă cu un frigider vechi după ce îl predăm',
  'Becurile economice și tuburile de neon',
  'Telefonul mobil: aur, argint și cupru din buzunarul tău',
  'Cum organizăm o campanie de colectare în școală',
  'Deșeurile electrice din bucătărie',
];
const states = [null, 'IN_PROGRESS', 'COMPLETED', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED'] as const;
const homework = titles.map((title, index) =>
  storyLessonSummary({
    id: index + 1,
    type: 'HOMEWORK',
    title,
    attemptState: states[index] ?? null,
    deadline: Date.UTC(2026, 11, 15 + index, 21, 59),
  }),
);

/** The homework list of a pupil: a grid of 1, 2 or 3 columns by the width of the screen. */
const meta = {
  title: 'web/Lessons/Lista de lecții',
  component: LessonListStory,
  parameters: { layout: 'fullscreen', app: { role: 'ELEV', path: '/teme-de-casa' } },
  loaders: [mswLoader()],
  beforeEach: ({ msw, args }) => {
    msw.use(
      http.get('/api/lessons', () => HttpResponse.json(args.lessons)),
      // The pupil's progress above the list has its own stories (web/Pupil progress); here the list alone.
      http.get('/api/dashboards/my-progress', () =>
        HttpResponse.json({ message: 'x', errors: {} }, { status: 404 }),
      ),
    );
  },
  decorators: [withApp, (Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { title: 'Teme de casă', lessons: homework },
} satisfies Meta<typeof LessonListStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneColumnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const TwoColumnsTablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
export const ThreeColumnsDesktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
export const Empty: Story = { args: { lessons: [] } };
/** Admin and DBEST see hidden content too. */
export const StaffWithHidden: Story = {
  parameters: { app: { role: 'ADMIN', path: '/teme-de-casa' } },
  args: {
    lessons: homework.map((lesson, index) => ({ ...lesson, attemptState: null, isHidden: index % 3 === 0 })),
  },
};
