import type { VideoPreviewData } from './schema.js';

/** A fresh slide: no link yet, so `validate` asks the author for one. */
export function createDefaultVideoPreview(): VideoPreviewData {
  return { videoUrl: '', title: '', text: '' };
}
