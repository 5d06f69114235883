import { LESSON_TYPES, defineSlideCore } from '@platform/slide-sdk';
import { createDefaultInfo } from './defaults.js';
import { InfoAnswerSchema, InfoDataSchema, type InfoAnswer, type InfoData } from './schema.js';
import { validateInfo } from './validation.js';

/**
 * Framework-free INFO handler: markdown content with an optional image. Not scoreable; the View records
 * `{ seen: true }` as soon as a pupil opens the slide, and the host counts that as answered.
 */
export const infoCore = defineSlideCore<InfoData, InfoAnswer>({
  type: 'INFO',
  version: '1.0.0',
  sdk: '^1.0.0',
  schemaVersion: 1,
  displayName: 'Informație',
  description: 'Text formatat cu o imagine opțională, pe care elevul îl citește.',
  allowedLessonTypes: LESSON_TYPES,
  dataSchema: InfoDataSchema,
  answerSchema: InfoAnswerSchema,
  createDefault: createDefaultInfo,
  validate: validateInfo,
  // Nothing is secret; copy only the known fields.
  redactForLearner: ({ markdown, imageUrl, imageAlt }: InfoData): InfoData => ({
    markdown,
    ...(imageUrl === undefined ? {} : { imageUrl }),
    ...(imageAlt === undefined ? {} : { imageAlt }),
  }),
  secretPaths: [],
  markdownPaths: ['markdown'],
  scoreable: false,
  reviewable: false,
  migrations: [],
});

export * from './schema.js';
export { createDefaultInfo } from './defaults.js';
export { infoMessages, validateInfo } from './validation.js';
