import type { ImageUploadData } from './schema.js';

/** A fresh slide: one to three photos; the author still has to write the instructions. */
export function createDefaultImageUpload(): ImageUploadData {
  return { instructions: '', minPhotos: 1, maxPhotos: 3 };
}
