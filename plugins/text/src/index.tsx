import { defineSlidePlugin } from '@platform/slide-sdk';
import { textCore } from './core/index.js';
import { TextEditor } from './editor.js';
import { TextIcon } from './icon.js';
import { TextReview } from './review.js';
import { TextView } from './view.js';

/** The TEXT slide plugin: a free-text answer with length bounds, reviewed by a teacher. */
export const textPlugin = defineSlidePlugin(textCore, {
  Editor: TextEditor,
  View: TextView,
  Review: TextReview,
  icon: TextIcon,
});

export default textPlugin;
export * from './core/index.js';
export { TextEditor, TextIcon, TextReview, TextView };
