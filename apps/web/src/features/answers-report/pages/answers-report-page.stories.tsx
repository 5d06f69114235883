import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { expect, userEvent, within } from 'storybook/test';
import type { AnswerReportRow } from '@platform/contracts';
import { storyAttempt, storyLesson } from '../../../storybook/story-lessons.js';
import { withApp } from '../../../storybook/story-providers.js';
import { storyAnswerRow } from '../../../storybook/story-reports.js';
import { AnswersReportPage } from './answers-report-page.js';

interface AnswersReportArgs {
  title: string;
  /** The rows GET /api/lessons/answers/report answers. */
  rows: AnswerReportRow[];
  /** What PATCH …/approval answers; empty: accepted. */
  approvalError: string;
}

function AnswersReportStory({ title }: AnswersReportArgs) {
  return <AnswersReportPage title={title} />;
}

const pupils = [
  'Ștefănița-Mădălina Vrânceanu-Țăranu',
  'Ion Popescu',
  'Ana-Maria Dumitrașcu',
  'Răzvan-Ștefan Bălțătescu',
];
const rows = pupils.map((userName, index) =>
  storyAnswerRow({
    id: 501 + index,
    userName,
    userEmail: `elev${index + 1}@demo.ro`,
    state: index === 3 ? 'APPROVED' : 'PENDING_APPROVAL',
    attemptState: index === 3 ? 'APPROVED' : 'PENDING_APPROVAL',
    lessonType: 'MONTHLY_CHALLENGE',
    lessonTitle: 'Provocarea lunii noiembrie: 50 de baterii strânse în clasă',
  }),
);

/** 'Istoric Activitati' of a teacher: approve, reject with a reason, view an answer. */
const meta = {
  title: 'web/Answers report/Istoric activități',
  component: AnswersReportStory,
  parameters: { app: { role: 'PROFESOR', path: '/raportare/raspunsuri-quizuri' } },
  loaders: [mswLoader()],
  beforeEach: ({ msw, args }) => {
    msw.use(
      http.get('/api/editions', () => {
        const current = { id: 2, nume: '2026-2027', isCurrentEdition: true };
        const editions = [current, { id: 1, nume: '2025-2026', isCurrentEdition: false }];
        return HttpResponse.json({ editions, currentEdition: current });
      }),
      http.get('/api/lessons/answers/report', () =>
        HttpResponse.json({
          content: args.rows,
          totalElements: args.rows.length,
          totalPages: 1,
          pageable: { pageNumber: 0, pageSize: 20, sort: null },
        }),
      ),
      http.patch('/api/lessons/answers/:id/approval', async ({ params }) => {
        await delay(400);
        if (args.approvalError)
          return HttpResponse.json({ message: args.approvalError, errors: {} }, { status: 409 });
        const row = args.rows.find((candidate) => String(candidate.id) === params.id) ?? args.rows[0]!;
        const pupil = storyAttempt('APPROVED', [row.slideId]);
        return HttpResponse.json({
          message: 'Răspunsul a fost aprobat',
          answer: { ...pupil.answers[0]!, id: row.id, state: 'APPROVED' },
          attempt: pupil.attempt,
        });
      }),
      http.get('/api/slides/:id', () => HttpResponse.json(storyLesson().slides[1])),
    );
  },
  decorators: [withApp],
  args: { title: 'Istoric Activitati', rows, approvalError: '' },
} satisfies Meta<typeof AnswersReportStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Approving the first answer: the success toast. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = await canvas.findAllByRole('button', { name: /Aprobă/ }, { timeout: 5_000 });
    await userEvent.click(approve[0]!);
    // The toast may still be animating in (opacity), so only its presence is checked.
    await expect(
      await canvas.findByText('Răspunsul a fost aprobat', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  },
};
