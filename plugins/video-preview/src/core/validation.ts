import type { SlideIssue } from '@platform/slide-sdk';
import { VIDEO_PREVIEW_MESSAGES as M } from './messages.js';
import type { VideoPreviewAnswer, VideoPreviewData } from './schema.js';
import { parseVideoUrl } from './video-source.js';

/** Rules beyond the schema: the link must point at a supported video. */
export function validateVideoPreview(data: VideoPreviewData): SlideIssue[] {
  if (parseVideoUrl(data.videoUrl)) return [];
  return [{ path: ['videoUrl'], code: 'invalid_video_url', message: M.invalidUrl }];
}

/** The pupil must confirm having watched the video. */
export function validateVideoPreviewAnswer(
  _data: VideoPreviewData,
  answer: VideoPreviewAnswer,
): SlideIssue[] {
  if (answer.watched) return [];
  return [{ path: ['watched'], code: 'watched_required', message: M.watchedRequired }];
}
