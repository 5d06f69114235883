import { defineSlideCore } from '@platform/slide-sdk';
import { createDefaultVideoPreview } from './defaults.js';
import { videoPreviewMigrations } from './migrations.js';
import {
  VideoPreviewAnswerSchema,
  VideoPreviewDataSchema,
  type VideoPreviewAnswer,
  type VideoPreviewData,
} from './schema.js';
import { redactVideoPreview } from './redaction.js';
import { validateVideoPreview, validateVideoPreviewAnswer } from './validation.js';

/**
 * Framework-free handler of the VIDEO_PREVIEW slide: a YouTube, Vimeo or uploaded video the pupil watches
 * and acknowledges. Not scoreable; nothing is hidden from the pupil.
 */
export const videoPreviewCore = defineSlideCore<VideoPreviewData, VideoPreviewAnswer>({
  type: 'VIDEO_PREVIEW',
  version: '1.0.0',
  sdk: '^1.0.0',
  schemaVersion: 2,
  displayName: 'Videoclip',
  description: 'Un videoclip YouTube, Vimeo sau încărcat, pe care elevul confirmă că l-a urmărit.',
  allowedLessonTypes: ['LESSON', 'HOMEWORK', 'PRACTICAL_ACTIVITY', 'MONTHLY_CHALLENGE', 'DAILY_CHALLENGE'],
  dataSchema: VideoPreviewDataSchema,
  answerSchema: VideoPreviewAnswerSchema,
  createDefault: createDefaultVideoPreview,
  validate: validateVideoPreview,
  validateAnswer: validateVideoPreviewAnswer,
  redactForLearner: redactVideoPreview,
  secretPaths: [],
  markdownPaths: ['text'],
  scoreable: false,
  reviewable: false,
  migrations: videoPreviewMigrations,
});

export * from './schema.js';
export * from './messages.js';
export * from './video-source.js';
export { validateVideoPreview, validateVideoPreviewAnswer } from './validation.js';
export { createDefaultVideoPreview } from './defaults.js';
export { videoPreviewMigrations, migrateV1ToV2 } from './migrations.js';
