import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { fn } from 'storybook/test';
import { storyLesson } from '../../../storybook/story-lessons.js';
import { withApp } from '../../../storybook/story-providers.js';
import { storyAnswerRow } from '../../../storybook/story-reports.js';
import '../answers-report.css';
import { ViewAnswerDialog } from './view-answer-dialog.js';

const question = storyLesson().slides[1]!;
const info = storyLesson().slides[0]!;

/** 'Vezi răspunsul': the pupil's answer shown by the slide plugin; the slide comes from GET /api/slides/{id}. */
const meta = {
  title: 'web/Answers report/Vezi răspunsul',
  component: ViewAnswerDialog,
  loaders: [mswLoader()],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/slides/72', () => HttpResponse.json(question)),
      http.get('/api/slides/71', () => HttpResponse.json(info)),
      http.get('/api/slides/404', () =>
        HttpResponse.json({ message: 'Slide-ul nu a fost găsit' }, { status: 404 }),
      ),
    );
  },
  decorators: [withApp],
  args: { row: storyAnswerRow(), onClose: fn() },
} satisfies Meta<typeof ViewAnswerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A QUESTION answered correctly, in the plugin's review. */
export const QuestionAnswer: Story = {};

/** A slide that was removed since: the server's message. */
export const SlideMissing: Story = { args: { row: storyAnswerRow({ slideId: '404' }) } };
