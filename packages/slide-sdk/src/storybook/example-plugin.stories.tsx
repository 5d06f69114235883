import { choiceFixtures } from '../__fixtures__/choice-fixtures.js';
import { choicePlugin } from '../__fixtures__/choice-plugin.js';
import { createSlideStories } from './create-slide-stories.js';

// The stories every plugin gets from createSlideStories, shown on the SDK's own example plugin.
const stories = createSlideStories(choicePlugin, choiceFixtures);

const meta = { ...stories.meta, title: 'slide-sdk/Example plugin' };
export default meta;

export const EditorEmpty = stories.EditorEmpty;
export const EditorFilled = stories.EditorFilled;
export const EditorWithErrors = stories.EditorWithErrors;
export const ViewUnanswered = stories.ViewUnanswered;
export const ViewAnswered = stories.ViewAnswered;
export const ViewPreview = stories.ViewPreview;
export const ViewReview = stories.ViewReview;
export const ReviewAnswer = stories.ReviewAnswer!;
