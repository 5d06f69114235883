import { defineSlidePlugin } from '@platform/slide-sdk';
import { videoPreviewCore } from './core/index.js';
import { VideoPreviewEditor } from './editor.js';
import { VideoPreviewIcon } from './icon.js';
import { VideoPreviewReview } from './review.js';
import { VideoPreviewView } from './view.js';

/** The VIDEO_PREVIEW slide plugin: core handler plus editor, view, review and icon. */
export const videoPreviewPlugin = defineSlidePlugin(videoPreviewCore, {
  Editor: VideoPreviewEditor,
  View: VideoPreviewView,
  Review: VideoPreviewReview,
  icon: VideoPreviewIcon,
});

export default videoPreviewPlugin;
export * from './core/index.js';
export { VideoPreviewEditor, VideoPreviewView, VideoPreviewReview, VideoPreviewIcon };
export { VideoFrame, type VideoFrameProps } from './video-frame.js';
