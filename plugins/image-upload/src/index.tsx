import { defineSlidePlugin } from '@platform/slide-sdk';
import { imageUploadCore } from './core/index.js';
import { ImageUploadEditor } from './editor.js';
import { ImageUploadIcon } from './icon.js';
import { ImageUploadReview } from './review.js';
import { ImageUploadView } from './view.js';

/** The IMAGE_UPLOAD slide plugin: core handler plus editor, view, review and icon. */
export const imageUploadPlugin = defineSlidePlugin(imageUploadCore, {
  Editor: ImageUploadEditor,
  View: ImageUploadView,
  Review: ImageUploadReview,
  icon: ImageUploadIcon,
});

export default imageUploadPlugin;
export * from './core/index.js';
export { ImageUploadEditor, ImageUploadView, ImageUploadReview, ImageUploadIcon };
export { PhotoGallery, type PhotoGalleryProps } from './photo-gallery.js';
