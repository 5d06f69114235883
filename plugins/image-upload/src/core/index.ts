import { defineSlideCore } from '@platform/slide-sdk';
import { createDefaultImageUpload } from './defaults.js';
import { redactImageUpload } from './redaction.js';
import {
  ImageUploadAnswerSchema,
  ImageUploadDataSchema,
  type ImageUploadAnswer,
  type ImageUploadData,
} from './schema.js';
import { validateImageUpload, validateImageUploadAnswer } from './validation.js';

/**
 * Framework-free handler of the IMAGE_UPLOAD slide: the pupil photographs what the instructions ask and a
 * teacher reviews the photos. Reviewed, not scored by the plugin (approval decides the points).
 */
export const imageUploadCore = defineSlideCore<ImageUploadData, ImageUploadAnswer>({
  type: 'IMAGE_UPLOAD',
  version: '1.0.0',
  sdk: '^1.0.0',
  schemaVersion: 1,
  displayName: 'Încărcare fotografii',
  description: 'Elevul încarcă fotografii cu activitatea realizată, iar profesorul le verifică.',
  allowedLessonTypes: ['LESSON', 'HOMEWORK', 'PRACTICAL_ACTIVITY', 'MONTHLY_CHALLENGE', 'DAILY_CHALLENGE'],
  dataSchema: ImageUploadDataSchema,
  answerSchema: ImageUploadAnswerSchema,
  createDefault: createDefaultImageUpload,
  validate: validateImageUpload,
  validateAnswer: validateImageUploadAnswer,
  redactForLearner: redactImageUpload,
  secretPaths: [],
  markdownPaths: ['instructions'],
  scoreable: false,
  reviewable: true,
  // After submitting, the pupil learns that a teacher will review the answer: nothing is judged here.
  feedback: () => ({ outcome: 'pending-review' }),
  migrations: [],
});

export * from './schema.js';
export * from './messages.js';
export { validateImageUpload, validateImageUploadAnswer } from './validation.js';
export { createDefaultImageUpload } from './defaults.js';
export { redactImageUpload } from './redaction.js';
