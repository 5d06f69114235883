import { z } from 'zod';
import { UPLOAD_CATEGORIES, type UploadCategory } from '@platform/slide-sdk';

export { UPLOAD_CATEGORIES, type UploadCategory };
export const UploadCategorySchema = z.enum(UPLOAD_CATEGORIES);

/** Categories that also accept PDF documents; all others accept images only. */
export const PDF_UPLOAD_CATEGORIES: readonly UploadCategory[] = [
  'USER_PROTOCOLS',
  'WASTE_COLLECTION_FORM_PHOTOS',
  'DEFAULT',
];
