import { createSlideStories } from '@platform/slide-sdk/storybook';
import { infoFixtures } from './fixtures.js';
import { infoPlugin } from './index.js';

const stories = createSlideStories(infoPlugin, infoFixtures);

const meta = { ...stories.meta, title: 'plugins/Info' };
export default meta;

export const EditorEmpty = stories.EditorEmpty;
export const EditorFilled = stories.EditorFilled;
export const EditorWithErrors = stories.EditorWithErrors;
export const ViewUnanswered = stories.ViewUnanswered;
export const ViewAnswered = stories.ViewAnswered;
export const ViewPreview = stories.ViewPreview;
export const ViewReview = stories.ViewReview;
