import { z } from 'zod';
import { VIDEO_PREVIEW_MESSAGES as M, VIDEO_TEXT_MAX, VIDEO_TITLE_MAX, VIDEO_URL_MAX } from './messages.js';

/**
 * Data of a VIDEO_PREVIEW slide (schema version 2). `videoUrl` is a YouTube or Vimeo link or the path of a
 * file stored by the platform; whether it parses is checked by `validate`, so a fresh slide can start empty.
 */
export const VideoPreviewDataSchema = z.object({
  videoUrl: z.string().max(VIDEO_URL_MAX, M.urlTooLong),
  /** Optional caption or instructions shown under the video (Markdown). */
  text: z.string().max(VIDEO_TEXT_MAX, M.textTooLong).optional(),
  title: z.string().max(VIDEO_TITLE_MAX, M.titleTooLong).optional(),
});
export type VideoPreviewData = z.infer<typeof VideoPreviewDataSchema>;

/** A pupil's acknowledgement; `validateAnswer` accepts only `{ watched: true }`. */
export const VideoPreviewAnswerSchema = z.object({
  watched: z.boolean(M.watchedRequired),
});
export type VideoPreviewAnswer = z.infer<typeof VideoPreviewAnswerSchema>;

/** Data of schema version 1, before links other than YouTube were supported. */
export const VideoPreviewDataV1Schema = z.object({
  youtubeId: z.string(),
  description: z.string().optional(),
});
export type VideoPreviewDataV1 = z.infer<typeof VideoPreviewDataV1Schema>;
