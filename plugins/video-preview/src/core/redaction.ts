import type { VideoPreviewData } from './schema.js';

/** Nothing on a video slide is secret; the pupil gets a copy of the data. */
export function redactVideoPreview(data: VideoPreviewData): VideoPreviewData {
  return { ...data };
}
