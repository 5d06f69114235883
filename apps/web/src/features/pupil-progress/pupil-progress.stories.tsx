import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { MyProgress } from '@platform/contracts';
import { withApp } from '../../storybook/story-providers.js';
import { PupilProgress } from './pupil-progress.js';

interface PupilProgressArgs {
  /** What GET /api/dashboards/my-progress answers. */
  progress: MyProgress;
}

function PupilProgressStory(_: PupilProgressArgs) {
  return <PupilProgress />;
}

const progress: MyProgress = {
  editionId: 2,
  visible: 7,
  done: 3,
  byType: [
    { type: 'HOMEWORK', visible: 4, done: 2 },
    { type: 'MONTHLY_CHALLENGE', visible: 2, done: 1 },
    { type: 'DAILY_CHALLENGE', visible: 1, done: 0 },
  ],
  points: 250,
  schoolPoints: 12471.75,
};

/** 'Progresul tău' on the pupil's home: a ring, a bar per activity kind, own and school points (no chart library). */
const meta = {
  title: 'web/Pupil progress/Progresul tău',
  component: PupilProgressStory,
  parameters: { app: { role: 'ELEV', path: '/teme-de-casa' } },
  loaders: [mswLoader()],
  beforeEach: ({ msw, args }) => {
    msw.use(http.get('/api/dashboards/my-progress', () => HttpResponse.json(args.progress)));
  },
  decorators: [withApp, (Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { progress },
} satisfies Meta<typeof PupilProgressStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Halfway: Story = {};
export const AllDone: Story = {
  args: {
    progress: {
      ...progress,
      done: 7,
      byType: progress.byType.map((row) => ({ ...row, done: row.visible })),
      points: 1180,
    },
  },
};
export const NothingYet: Story = {
  args: {
    progress: {
      ...progress,
      done: 0,
      byType: progress.byType.map((row) => ({ ...row, done: 0 })),
      points: 0,
      schoolPoints: null,
    },
  },
};
