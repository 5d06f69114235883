import { createSlideStories } from '@platform/slide-sdk/storybook';
import { orderingFixtures } from './fixtures.js';
import { orderingPlugin } from './index.js';

const stories = createSlideStories(orderingPlugin, orderingFixtures);

const meta = { ...stories.meta, title: 'plugins/Ordonare' };
export default meta;

export const EditorEmpty = stories.EditorEmpty;
export const EditorFilled = stories.EditorFilled;
export const EditorWithErrors = stories.EditorWithErrors;
export const ViewUnanswered = stories.ViewUnanswered;
export const ViewAnswered = stories.ViewAnswered;
export const ViewPreview = stories.ViewPreview;
export const ViewReview = stories.ViewReview;
export const ReviewAnswer = stories.ReviewAnswer!;
