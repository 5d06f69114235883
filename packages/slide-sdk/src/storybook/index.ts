/**
 * `@platform/slide-sdk/storybook`: the standard stories of a slide plugin, generated from its fixtures.
 * Needs react and react-dom (optional peers).
 */
export {
  createSlideStories,
  type SlideStories,
  type SlideStoriesMeta,
  type SlideStoriesOptions,
  type SlideStory,
  type SlideStoryArgs,
} from './create-slide-stories.js';
export { createStoryHostServices, type StoryHostServicesOptions } from './fake-upload.js';
