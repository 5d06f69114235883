/** The web app's slide host: the only place that imports slide plugins (architecture §3). */
export { slideRegistry, loadSlidePlugin, type WebSlideCore, type WebSlidePlugin } from './slide-registry.js';
export { lazySlideParts, type LazySlideParts } from './lazy-slide-parts.js';
export {
  SlideFrame,
  SlideEditorFrame,
  SlideViewFrame,
  SlideReviewFrame,
  resolveForHost,
  resolveLearnerSlide,
  type RenderableSlide,
  type SlideEditorFrameProps,
  type SlideViewFrameProps,
} from './slide-frame.js';
export { SlidePlaceholder } from './slide-placeholder.js';
export {
  createSlideHostServices,
  previewSlideHostServices,
  SlideHostServicesProvider,
  useSlideHostServices,
} from './slide-host-services.js';
export { uploadWithProgress, UploadError } from './upload-file.js';
export { SLIDE_HOST_MESSAGES } from './slide-messages.js';
