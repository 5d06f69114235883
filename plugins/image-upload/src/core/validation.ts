import type { SlideIssue } from '@platform/slide-sdk';
import { IMAGE_UPLOAD_MESSAGES as M } from './messages.js';
import type { ImageUploadAnswer, ImageUploadData } from './schema.js';

/** Rules beyond the schema: instructions are required and the maximum is not below the minimum. */
export function validateImageUpload(data: ImageUploadData): SlideIssue[] {
  const issues: SlideIssue[] = [];
  if (data.instructions.trim() === '')
    issues.push({ path: ['instructions'], code: 'required', message: M.instructionsRequired });
  if (data.maxPhotos < data.minPhotos)
    issues.push({ path: ['maxPhotos'], code: 'max_below_min', message: M.maxBelowMin });
  return issues;
}

/** The number of photos must be within the slide's minimum and maximum, without duplicates. */
export function validateImageUploadAnswer(data: ImageUploadData, answer: ImageUploadAnswer): SlideIssue[] {
  const count = answer.photoUrls.length;
  if (count < data.minPhotos)
    return [{ path: ['photoUrls'], code: 'too_few_photos', message: M.tooFewPhotos(data.minPhotos) }];
  if (count > data.maxPhotos)
    return [{ path: ['photoUrls'], code: 'too_many_photos', message: M.tooManyPhotos(data.maxPhotos) }];
  const duplicate = answer.photoUrls.findIndex((url, index) => answer.photoUrls.indexOf(url) !== index);
  if (duplicate !== -1)
    return [{ path: ['photoUrls', duplicate], code: 'duplicate_photo', message: M.duplicatePhoto }];
  return [];
}
