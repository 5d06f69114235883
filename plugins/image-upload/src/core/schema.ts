import { z } from 'zod';
import {
  IMAGE_UPLOAD_MESSAGES as M,
  INSTRUCTIONS_MAX,
  PHOTO_COUNT_MAX,
  PHOTO_COUNT_MIN,
} from './messages.js';

const photoCountSchema = (message: string) =>
  z.number(message).int(message).min(PHOTO_COUNT_MIN, message).max(PHOTO_COUNT_MAX, message);

/**
 * Data of an IMAGE_UPLOAD slide (schema version 1). Empty instructions pass the schema so a fresh slide can
 * be created; `validate` then asks for them and checks `minPhotos <= maxPhotos`.
 */
export const ImageUploadDataSchema = z.object({
  /** What the pupil must photograph (Markdown). */
  instructions: z.string().max(INSTRUCTIONS_MAX, M.instructionsTooLong),
  minPhotos: photoCountSchema(M.minPhotosInvalid),
  maxPhotos: photoCountSchema(M.maxPhotosInvalid),
});
export type ImageUploadData = z.infer<typeof ImageUploadDataSchema>;

/**
 * A stored photo address: a platform path (`/api/files/...`), an http(s) URL of the file storage, or a
 * `blob:` URL that a host creates for previews that must not upload. Never `javascript:` or `data:`.
 */
export function isPhotoUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !/[\s"'<>\\]/.test(url);
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' || protocol === 'blob:';
  } catch {
    return false;
  }
}

/** A pupil's answer: the addresses of the uploaded photos, in upload order. */
export const ImageUploadAnswerSchema = z.object({
  photoUrls: z
    .array(z.string().max(2000, M.photoUrlInvalid).refine(isPhotoUrl, M.photoUrlInvalid))
    .max(PHOTO_COUNT_MAX, M.tooManyPhotos(PHOTO_COUNT_MAX)),
});
export type ImageUploadAnswer = z.infer<typeof ImageUploadAnswerSchema>;
