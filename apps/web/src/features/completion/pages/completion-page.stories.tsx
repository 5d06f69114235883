import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Lesson, MyLessonAnswers, Role } from '@platform/contracts';
import { forPupil, storyAttempt, storyLesson } from '../../../storybook/story-lessons.js';
import { withApp } from '../../../storybook/story-providers.js';
import { STORY_PEOPLE } from '../../../storybook/story-session.js';
import { CompletionPage } from './completion-page.js';

interface CompletionPageStoryArgs {
  title: string;
  /** What GET /api/lessons/7 answers (pupils receive it redacted). */
  lesson: Lesson;
  /** What GET /api/answers/lessons/7 answers: the pupil's latest attempt. */
  mine: MyLessonAnswers;
  /** Points the server returns when the last slide is submitted. */
  pointsOnCompletion: number;
  /** Fail the lesson load as a lost connection would. */
  failLoad: boolean;
}

function CompletionPageStory({ title }: CompletionPageStoryArgs) {
  return <CompletionPage title={title} />;
}

const pupilPath = { path: '/completare-lectie/id/7', route: '/completare-lectie/id/:id' };

const meta = {
  title: 'web/Completion/Pagina de completare',
  component: CompletionPageStory,
  parameters: { layout: 'padded', app: { role: 'ELEV', ...pupilPath } },
  loaders: [mswLoader()],
  // The API of the page, answered by MSW from the story's args.
  beforeEach: ({ msw, args }) => {
    msw.use(
      http.get('/api/lessons/:id', () =>
        args.failLoad ? HttpResponse.error() : HttpResponse.json(args.lesson),
      ),
      http.get('/api/answers/lessons/:id', () => HttpResponse.json(args.mine)),
      http.post('/api/answers', async ({ request }) => {
        const body = (await request.json()) as { slideId: string };
        await delay(400);
        const isLast = body.slideId === args.lesson.slides.at(-1)?.id;
        return HttpResponse.json({
          punctajFinal: isLast ? args.pointsOnCompletion : null,
          isLessonCompletedNow: isLast,
          lessonId: args.lesson.id,
          userId: Number(STORY_PEOPLE.pupil.sub),
        });
      }),
    );
  },
  decorators: [withApp],
  args: {
    title: 'Lecții',
    lesson: forPupil(storyLesson()),
    mine: storyAttempt(null),
    pointsOnCompletion: 40,
    failLoad: false,
  },
} satisfies Meta<typeof CompletionPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The start card ('Incepe lecția'). */
export const StartCard: Story = {};

/** Resuming: 'Ai completat 1 din 2 intrebari', 'Continua lecția'. */
export const Resume: Story = { args: { mine: storyAttempt('IN_PROGRESS', ['71']) } };

/** A rejected practical activity: the reason and a new attempt. */
export const RejectedAttempt: Story = {
  args: {
    lesson: forPupil(storyLesson({ type: 'PRACTICAL_ACTIVITY', title: 'Fotografiază containerul școlii' })),
    mine: storyAttempt('REJECTED', ['71', '72']),
  },
};

/** No connection: 'Nu s-a putut încărca lecția', the hint and a retry. */
export const LoadError: Story = {
  args: { failLoad: true },
  // The message shows after the client's retries: wait for it, so the story (and its baseline) is the error.
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nu s-a putut încărca lecția', {}, { timeout: 20_000 }),
    ).toBeVisible();
  },
};

/** A finished lesson opened again: practice mode ('Mod exersare'). */
export const PracticeBanner: Story = { args: { mine: storyAttempt('COMPLETED', ['71', '72']) } };

/** An author's preview: the 'Mod previzualizare' banner; nothing is saved. */
export const PreviewBanner: Story = {
  args: { lesson: storyLesson() },
  parameters: {
    app: {
      role: 'DBEST' satisfies Role,
      path: '/completare-lectie/id/7/preview',
      route: '/completare-lectie/id/:id/preview',
    },
  },
};

/** A teacher may only preview lessons: the per-type check refuses completion. */
export const LockedForTeacher: Story = {
  parameters: { app: { role: 'PROFESOR', ...pupilPath } },
};

/** The pupil reads the INFO slide, answers the QUESTION, sends it and sees the result with the points. */
export const AnswerQuestion: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('start the lesson', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Incepe lecția' }));
      await expect(await canvas.findByText('1 / 2 slide-uri')).toBeInTheDocument();
      // The INFO slide's view loads lazily and marks the slide as read once shown.
      await expect(
        await canvas.findByText(/O singură baterie de ceas/, {}, { timeout: 5_000 }),
      ).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Trimite răspuns' }));
    });
    await step('answer the question', async () => {
      const option = await canvas.findByRole(
        'radio',
        { name: 'La punctul de colectare pentru baterii' },
        {
          timeout: 5_000,
        },
      );
      await userEvent.click(option);
      await expect(option).toBeChecked();
      const finish = canvas.getByRole('button', { name: 'Finalizează' });
      // Submit buttons stay locked for 2 s after a click (spec 001 §9).
      await waitFor(() => expect(finish).toBeEnabled(), { timeout: 4_000 });
      await userEvent.click(finish);
    });
    await step('see the result', async () => {
      await expect(
        await canvas.findByRole('heading', { name: 'Felicitări' }, { timeout: 5_000 }),
      ).toBeVisible();
      await expect(canvas.getByText('Ai obținut 40 de puncte.')).toBeVisible();
    });
  },
};
