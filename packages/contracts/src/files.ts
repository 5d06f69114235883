import { z } from 'zod';
import { UploadCategorySchema } from './uploads.js';

/** Largest accepted upload. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const FILE_MESSAGES = {
  tooLarge: 'Fișierul depășește dimensiunea maximă de 10 MB',
  imageOnly: 'Tipul fișierului nu este acceptat. Sunt acceptate doar imagini (PNG, JPEG, GIF, WEBP).',
  imageOrPdf: 'Tipul fișierului nu este acceptat. Sunt acceptate imagini (PNG, JPEG, GIF, WEBP) sau PDF.',
  invalidCategory: 'Categoria fișierului nu este validă',
  notFound: 'Fișierul nu a fost găsit',
  exportNotFound: 'Exportul nu a fost găsit',
  invalidExportUrl: 'Adresa exportului nu este validă',
} as const;

/** POST /api/files/upload?folder=CATEGORY (multipart field `file`). */
export const UploadQuerySchema = z.object({
  folder: UploadCategorySchema.default('DEFAULT'),
});
export type UploadQuery = z.infer<typeof UploadQuerySchema>;

export const UploadResponseSchema = z.object({
  url: z.string(),
  id: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
