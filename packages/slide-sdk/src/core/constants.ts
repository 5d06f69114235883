/**
 * Lesson types a slide plugin may declare in `allowedLessonTypes`.
 * The host application attaches features and slide limits to them; the SDK only needs the names.
 */
export const LESSON_TYPES = [
  'LESSON',
  'HOMEWORK',
  'PRACTICAL_ACTIVITY',
  'MONTHLY_CHALLENGE',
  'DAILY_CHALLENGE',
] as const;

/** One of {@link LESSON_TYPES}. */
export type LessonType = (typeof LESSON_TYPES)[number];

/** Upload categories the host's `uploadFile` service accepts (spec 000 §3). */
export const UPLOAD_CATEGORIES = [
  'WASTE_COLLECTION_FORM_PHOTOS',
  'PARENT_SIGNATURES',
  'LESSON_ANSWER_PHOTOS',
  'LESSON_IMAGES',
  'SLIDE_IMAGES',
  'OPTION_IMAGES',
  'USER_PROTOCOLS',
  'DEFAULT',
] as const;

/** One of {@link UPLOAD_CATEGORIES}. */
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];
