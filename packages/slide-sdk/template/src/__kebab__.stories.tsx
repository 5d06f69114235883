import { createSlideStories } from '@platform/slide-sdk/storybook';
import { __camel__Fixtures } from './fixtures.js';
import { __camel__Plugin } from './index.js';

const stories = createSlideStories(__camel__Plugin, __camel__Fixtures);

// Storybook indexes stories statically: a literal title and one `export const` per story.
const meta = { ...stories.meta, title: 'plugins/__DISPLAY_NAME__' };
export default meta;

export const EditorEmpty = stories.EditorEmpty;
export const EditorFilled = stories.EditorFilled;
export const EditorWithErrors = stories.EditorWithErrors;
export const ViewUnanswered = stories.ViewUnanswered;
export const ViewAnswered = stories.ViewAnswered;
export const ViewPreview = stories.ViewPreview;
export const ViewReview = stories.ViewReview;
export const ReviewAnswer = stories.ReviewAnswer!;
