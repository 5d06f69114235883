import type { ImageUploadData } from './schema.js';

/** Nothing on a photo slide is secret; the pupil gets a copy of the data. */
export function redactImageUpload(data: ImageUploadData): ImageUploadData {
  return { ...data };
}
