import { createSlideStories } from '@platform/slide-sdk/storybook';
import { questionFixtures } from './fixtures.js';
import { questionPlugin } from './index.js';

const stories = createSlideStories(questionPlugin, questionFixtures);

const meta = { ...stories.meta, title: 'plugins/Question' };
export default meta;

export const EditorEmpty = stories.EditorEmpty;
export const EditorFilled = stories.EditorFilled;
export const EditorWithErrors = stories.EditorWithErrors;
export const ViewUnanswered = stories.ViewUnanswered;
export const ViewAnswered = stories.ViewAnswered;
export const ViewPreview = stories.ViewPreview;
export const ViewReview = stories.ViewReview;
export const ReviewAnswer = stories.ReviewAnswer!;
export const ViewReviewFeedback = stories.ViewReviewFeedback!;
export const ViewReviewFeedbackWrong = stories.ViewReviewFeedbackWrong!;
/** The author's optional explanation, shown to pupils only after they submit (issue 12). */
export const EditorExplanation = {
  ...stories.EditorFilled,
  name: 'Editor – explicație după răspuns',
  // Out of the visual baseline: where the scroll lands depends on when the lazy editor and fonts finish (a
  // clean-clone run saw two positions). The smoke test still runs it, with axe.
  tags: ['no-visual'],
  args: {
    data: {
      ...questionFixtures.data[1]!.data,
      explanation: 'Telefonul și uscătorul de păr au circuite electronice: sunt DEEE.',
    },
  },
  // The field sits under the options: bring it into view, so the story (and its baseline) shows it.
  play: ({ canvasElement }: { canvasElement: HTMLElement }) => {
    canvasElement.querySelector('textarea[maxlength]')?.scrollIntoView({ block: 'center' });
  },
};
