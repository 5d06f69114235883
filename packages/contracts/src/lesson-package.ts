import { z } from 'zod';
import { LessonTypeSchema } from './lesson-types.js';
import { SlideEnvelopeSchema } from './slide-envelope.js';

/** The `format` of `lesson.json`; a package of another format is refused. */
export const LESSON_PACKAGE_FORMAT = 'eco-lesson-package@1';
/** Largest package upload (compressed), in bytes. */
export const LESSON_PACKAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Largest uncompressed total and single file inside a package, in bytes (zip bomb guard). */
export const LESSON_PACKAGE_MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
export const LESSON_PACKAGE_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const LESSON_PACKAGE_MAX_ENTRIES = 300;

/** A file of the package: `path` inside the zip (`files/<name>`), referenced from the data as `url`. */
export const LessonPackageFileSchema = z.object({
  /** The URL as written in the lesson and slide data (`/api/files/<id>` on the exporting server). */
  url: z.string().min(1).max(2000),
  path: z.string().regex(/^files\/[A-Za-z0-9_-]{1,80}\.(png|jpg|gif|webp|pdf)$/),
  mime: z.string().max(100),
  category: z.enum(['LESSON_IMAGES', 'SLIDE_IMAGES', 'OPTION_IMAGES']),
});

/** One slide of a package: the stored envelope (any schema version) and its position. */
export const LessonPackageSlideSchema = SlideEnvelopeSchema.extend({ number: z.number().int().min(1) });

/** `lesson.json`: the lesson's metadata, its slides with their plugin and schema versions, its files. */
export const LessonPackageSchema = z.object({
  format: z.literal(LESSON_PACKAGE_FORMAT),
  exportedAt: z.string().max(40),
  lesson: z.object({
    type: LessonTypeSchema,
    title: z.string().max(1000),
    description: z.string().max(5000),
    deadline: z.number().int().nullable(),
    punctajMaxim: z.number().int(),
    image: z.string().max(2000).nullable(),
  }),
  slides: z.array(LessonPackageSlideSchema).max(200),
  files: z.array(LessonPackageFileSchema).max(250),
});
export type LessonPackage = z.infer<typeof LessonPackageSchema>;
export type LessonPackageFile = z.infer<typeof LessonPackageFileSchema>;

export const LessonImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** What an import does (the dry run's answer, and part of the real one). */
export const LessonImportReportSchema = z.object({
  title: z.string(),
  type: LessonTypeSchema,
  slides: z.array(
    z.object({
      number: z.number().int(),
      type: z.string(),
      displayName: z.string(),
      fromSchemaVersion: z.number().int(),
      toSchemaVersion: z.number().int(),
      migrated: z.boolean(),
    }),
  ),
  files: z.number().int(),
  /** The imported lesson starts hidden. */
  isHidden: z.literal(true),
});
export type LessonImportReport = z.infer<typeof LessonImportReportSchema>;

export const LessonImportResultSchema = z.object({
  id: z.number().int().nullable(),
  dryRun: z.boolean(),
  report: LessonImportReportSchema,
});
export type LessonImportResult = z.infer<typeof LessonImportResultSchema>;

/** Romanian messages of lesson export and import. */
export const LESSON_PACKAGE_MESSAGES = {
  fileMissing: 'Alege un fișier .zip exportat dintr-o lecție',
  tooLarge: 'Pachetul depășește 20 MB',
  notZip: 'Fișierul nu este o arhivă .zip validă',
  unsafePath: (path: string) => `Arhiva conține o cale nepermisă: ${path}`,
  unexpectedEntry: (path: string) => `Arhiva conține un fișier neașteptat: ${path}`,
  duplicateEntry: (path: string) => `Arhiva conține de două ori fișierul ${path}`,
  tooManyEntries: `Arhiva conține prea multe fișiere (maximum ${LESSON_PACKAGE_MAX_ENTRIES})`,
  bomb: 'Arhiva se dezarhivează într-un volum prea mare și a fost refuzată',
  lessonJsonMissing: 'Arhiva nu conține lesson.json',
  lessonJsonInvalid: 'lesson.json nu este valid',
  wrongFormat: (format: string) => `Formatul pachetului „${format}” nu este cunoscut`,
  fileMissingInPackage: (path: string) => `Fișierul ${path} lipsește din arhivă`,
  notAnImage: (path: string) => `Fișierul ${path} nu este o imagine`,
  unknownReference: (url: string) => `Lecția folosește fișierul ${url}, care nu este inclus în pachet`,
  unknownType: (type: string, version: string) =>
    `Tipul de slide ${type} (versiunea ${version}) nu este instalat pe acest server; lecția nu poate fi importată`,
  schemaTooNew: (type: string, from: number, known: number, pluginVersion: string) =>
    `Slide-ul ${type} are schema de date versiunea ${from}, mai nouă decât cunoaște pluginul instalat (${type}@${pluginVersion}, schema ${known}); actualizează pluginul`,
  slideInvalid: (number: number, type: string, message: string) =>
    `Slide-ul ${number} (${type}) nu este valid: ${message}`,
  lessonInvalid: (message: string) => `Lecția nu este validă: ${message}`,
  exported: 'Lecția a fost exportată',
  imported: 'Lecția a fost importată (ascunsă)',
  exportFailed: 'Lecția nu s-a putut exporta',
  importFailed: 'Lecția nu s-a putut importa',
} as const;
