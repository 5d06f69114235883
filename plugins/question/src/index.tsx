import { defineSlidePlugin } from '@platform/slide-sdk';
import { questionCore } from './core/index.js';
import { QuestionEditor } from './editor.js';
import { QuestionIcon } from './icon.js';
import { QuestionReview } from './review.js';
import { QuestionView } from './view.js';

/** The QUESTION slide plugin: single or multiple choice with optional option images. */
export const questionPlugin = defineSlidePlugin(questionCore, {
  Editor: QuestionEditor,
  View: QuestionView,
  Review: QuestionReview,
  icon: QuestionIcon,
});

export default questionPlugin;
export * from './core/index.js';
export { QuestionEditor, QuestionIcon, QuestionReview, QuestionView };
