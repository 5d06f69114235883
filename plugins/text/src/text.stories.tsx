import { createSlideStories } from '@platform/slide-sdk/storybook';
import { textFixtures } from './fixtures.js';
import { textPlugin } from './index.js';

const stories = createSlideStories(textPlugin, textFixtures);

const meta = { ...stories.meta, title: 'plugins/Text' };
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
