import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  LESSON_API_MESSAGES,
  LESSON_PACKAGE_FORMAT,
  LESSON_PACKAGE_MAX_BYTES,
  LESSON_PACKAGE_MESSAGES as M,
  LessonPackageSchema,
  type LessonDraft,
  type LessonImportReport,
  type LessonImportResult,
  type LessonPackage,
  type LessonPackageFile,
  type UploadCategory,
} from '@platform/contracts';
import { ConflictError, DomainError, NotFoundError } from '../../http/domain-errors.js';
import type { AuthUser } from '../../http/route-access.js';
import type { Transactor } from '../../db/transaction.js';
import type { EditionsService } from '../editions/editions.service.js';
import type { FileStorage } from '../files/file-storage.js';
import { detectFileType } from '../files/file-signature.js';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';
import { validateDraftOnServer } from './lesson-draft-validation.js';
import { LessonPackageError, readLessonArchive, writeLessonArchive } from './lesson-package-archive.js';
import { collectFileUrls, fileIdOf, replaceFileUrls } from './lesson-package-references.js';
import type { LessonPackageRepository, NewPackageFileRow } from './lesson-package.repository.js';
import type { LessonsRepository, NewSlideRow } from './lessons.repository.js';

/** A package the server refuses: 422 with a Romanian message naming what is wrong. */
export class LessonPackageRefusedError extends DomainError {
  constructor(message: string) {
    super(422, message, { file: message });
  }
}

export interface LessonPackageServiceDeps {
  lessonsRepository: LessonsRepository;
  lessonPackageRepository: LessonPackageRepository;
  editionsService: EditionsService;
  slideRegistry: ServerSlideRegistry;
  storage: FileStorage;
  transaction: Transactor;
  now?: () => number;
}

const CONTENT_CATEGORIES: readonly LessonPackageFile['category'][] = [
  'LESSON_IMAGES',
  'SLIDE_IMAGES',
  'OPTION_IMAGES',
];

/** An ASCII file name from a title ("Bateriile uzate și mediul" -> "bateriile-uzate-si-mediul"). */
function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'lectie';
}

function refuse(message: string): never {
  throw new LessonPackageRefusedError(message);
}

/** A checked, migrated package, ready to be written (or reported by a dry run). */
interface PreparedImport {
  draft: LessonDraft;
  report: LessonImportReport;
  files: {
    url: string;
    id: string;
    bytes: Uint8Array;
    mime: string;
    extension: string;
    category: UploadCategory;
  }[];
}

/** Lesson export to one .zip and import from one, with a dry run (issue 16). */
export function createLessonPackageService(deps: LessonPackageServiceDeps) {
  const { lessonsRepository: lessons, lessonPackageRepository: packages, slideRegistry: registry } = deps;
  const now = deps.now ?? Date.now;

  function parsePackage(entries: Map<string, Uint8Array>): LessonPackage {
    const json = entries.get('lesson.json');
    if (!json) refuse(M.lessonJsonMissing);
    let raw: unknown;
    try {
      raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
    } catch {
      refuse(M.lessonJsonInvalid);
    }
    const format = (raw as { format?: unknown } | null)?.format;
    if (typeof format === 'string' && format !== LESSON_PACKAGE_FORMAT) refuse(M.wrongFormat(format));
    const parsed = LessonPackageSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      refuse(`${M.lessonJsonInvalid}${issue ? ` (${issue.path.join('.')})` : ''}`);
    }
    return parsed.data;
  }

  function prepare(pkg: LessonPackage, entries: Map<string, Uint8Array>): PreparedImport {
    const lessonType = pkg.lesson.type;
    const reportSlides: LessonImportReport['slides'] = [];
    const slides: LessonDraft['slides'] = [];
    for (const [index, slide] of [...pkg.slides].sort((a, b) => a.number - b.number).entries()) {
      const plugin = registry.get(slide.type);
      if (!plugin) refuse(M.unknownType(slide.type, slide.pluginVersion));
      if (slide.schemaVersion > plugin.schemaVersion)
        refuse(M.schemaTooNew(slide.type, slide.schemaVersion, plugin.schemaVersion, plugin.version));
      const resolution = registry.resolve(
        {
          type: slide.type,
          pluginVersion: slide.pluginVersion,
          schemaVersion: slide.schemaVersion,
          data: slide.data,
        },
        lessonType,
      );
      if (resolution.status !== 'ok') {
        const detail = 'issues' in resolution ? resolution.issues[0]?.message : undefined;
        refuse(M.slideInvalid(index + 1, slide.type, detail ?? resolution.message));
      }
      const problems = resolution.plugin.validate(resolution.data);
      if (problems.length > 0) refuse(M.slideInvalid(index + 1, slide.type, problems[0]!.message));
      slides.push({
        number: index + 1,
        type: slide.type,
        pluginVersion: resolution.envelope.pluginVersion,
        schemaVersion: resolution.envelope.schemaVersion,
        data: resolution.data,
      });
      reportSlides.push({
        number: index + 1,
        type: slide.type,
        displayName: plugin.displayName,
        fromSchemaVersion: slide.schemaVersion,
        toSchemaVersion: resolution.envelope.schemaVersion,
        migrated: resolution.migrated,
      });
    }

    // Every file the content points to travels in the package, and is what it claims to be.
    const files: PreparedImport['files'] = [];
    const urlMap = new Map<string, string>();
    for (const file of pkg.files) {
      if (urlMap.has(file.url)) continue;
      const bytes = entries.get(file.path);
      if (!bytes) refuse(M.fileMissingInPackage(file.path));
      const detected = detectFileType(bytes);
      if (!detected || detected.kind !== 'image') refuse(M.notAnImage(file.path));
      const id = randomUUID();
      urlMap.set(file.url, `/api/files/${id}`);
      files.push({
        url: file.url,
        id,
        bytes,
        mime: detected.mime,
        extension: detected.extension,
        category: file.category,
      });
    }
    const referenced = collectFileUrls([pkg.lesson.image, slides.map((slide) => slide.data)]);
    for (const url of referenced) if (!urlMap.has(url)) refuse(M.unknownReference(url));

    const draft: LessonDraft = {
      type: lessonType,
      title: pkg.lesson.title,
      description: pkg.lesson.description,
      deadline: pkg.lesson.deadline,
      punctajMaxim: pkg.lesson.punctajMaxim,
      image: pkg.lesson.image === null ? null : replaceFileUrls(pkg.lesson.image, urlMap),
      isHidden: true,
      slides: slides.map((slide) => ({ ...slide, data: replaceFileUrls(slide.data, urlMap) })),
    };
    // A deadline that passed since the export is for the author to move before showing the lesson.
    const issues = validateDraftOnServer(registry, draft, { now: now(), checkDeadline: false });
    if (issues.length > 0) refuse(M.lessonInvalid(issues[0]!.message));
    return {
      draft,
      files,
      report: {
        title: draft.title,
        type: lessonType,
        slides: reportSlides,
        files: files.length,
        isHidden: true,
      },
    };
  }

  async function write(caller: AuthUser, prepared: PreparedImport): Promise<number> {
    const { draft } = prepared;
    const editionId = await deps.editionsService.currentEditionId();
    const stored: string[] = [];
    try {
      return await deps.transaction(async (tx) => {
        const row = await lessons.insertLesson(
          {
            type: draft.type,
            title: draft.title,
            description: draft.description,
            deadline: draft.deadline === null ? null : new Date(draft.deadline),
            punctajMaxim: draft.punctajMaxim,
            image: draft.image,
            isHidden: true,
            editionId,
            createdBy: caller.id,
          },
          tx,
        );
        await lessons.insertSlides(
          draft.slides.map((slide, index): NewSlideRow => ({
            lessonId: row.id,
            position: index + 1,
            type: slide.type,
            pluginVersion: slide.pluginVersion,
            schemaVersion: slide.schemaVersion,
            data: slide.data ?? null,
          })),
          tx,
        );
        const fileRows: NewPackageFileRow[] = prepared.files.map((file) => ({
          id: file.id,
          ownerId: caller.id,
          category: file.category,
          storageKey: `${file.category.toLowerCase()}/${file.id}.${file.extension}`,
          originalName: `${file.id}.${file.extension}`,
          mime: file.mime,
          size: file.bytes.length,
        }));
        await packages.insertFiles(fileRows, tx);
        // Bytes go to the storage last: a failure here rolls the rows back and removes what was stored.
        for (const [index, file] of prepared.files.entries()) {
          const key = fileRows[index]!.storageKey;
          await deps.storage.put(key, file.bytes);
          stored.push(key);
        }
        return row.id;
      });
    } catch (error) {
      await Promise.allSettled(stored.map((key) => deps.storage.remove(key)));
      throw error;
    }
  }

  return {
    /** The lesson as one .zip: lesson.json (stored slides verbatim, at their schema versions) and its files. */
    async exportLesson(id: number): Promise<{ fileName: string; bytes: Uint8Array }> {
      const row = await lessons.findById(id);
      if (!row) throw new NotFoundError(LESSON_API_MESSAGES.notFound);
      const slides = await lessons.slidesOf(id);
      const urls = [...collectFileUrls([row.image, slides.map((slide) => slide.data)])];
      const ids = urls.map((url) => fileIdOf(url)!);
      const rows = new Map((await packages.findFiles(ids)).map((file) => [file.id, file]));
      const archiveFiles = new Map<string, Uint8Array>();
      const files: LessonPackageFile[] = [];
      for (const [index, url] of urls.entries()) {
        const file = rows.get(ids[index]!);
        if (!file) throw new ConflictError(M.fileMissingInPackage(url));
        const bytes = new Uint8Array(await buffer(await deps.storage.read(file.storageKey)));
        const extension = detectFileType(bytes)?.extension ?? 'png';
        const path = `files/${file.id}.${extension}`;
        archiveFiles.set(path, bytes);
        files.push({
          url,
          path,
          mime: file.mime,
          category: CONTENT_CATEGORIES.includes(file.category as LessonPackageFile['category'])
            ? (file.category as LessonPackageFile['category'])
            : 'SLIDE_IMAGES',
        });
      }
      const pkg: LessonPackage = {
        format: LESSON_PACKAGE_FORMAT,
        exportedAt: new Date(now()).toISOString(),
        lesson: {
          type: row.type,
          title: row.title,
          description: row.description,
          deadline: row.deadline?.getTime() ?? null,
          punctajMaxim: row.punctajMaxim,
          image: row.image,
        },
        slides: slides.map((slide) => ({
          number: slide.position,
          type: slide.type,
          pluginVersion: slide.pluginVersion,
          schemaVersion: slide.schemaVersion,
          data: slide.data,
        })),
        files,
      };
      return {
        fileName: `lectie-${slugOf(row.title)}.zip`,
        bytes: writeLessonArchive(JSON.stringify(pkg, null, 2), archiveFiles),
      };
    },

    /**
     * Checks the whole package (archive, lesson.json, every slide by its plugin after migrations, every
     * file by its bytes) before writing anything; then one transaction, files stored only on success.
     */
    async importLesson(
      caller: AuthUser,
      bytes: Uint8Array | undefined,
      options: { dryRun: boolean },
    ): Promise<LessonImportResult> {
      if (!bytes || bytes.length === 0) refuse(M.fileMissing);
      if (bytes.length > LESSON_PACKAGE_MAX_BYTES) refuse(M.tooLarge);
      let entries: Map<string, Uint8Array>;
      try {
        entries = readLessonArchive(bytes);
      } catch (error) {
        if (error instanceof LessonPackageError) refuse(error.message);
        throw error;
      }
      const prepared = prepare(parsePackage(entries), entries);
      if (options.dryRun) return { id: null, dryRun: true, report: prepared.report };
      const id = await write(caller, prepared);
      return { id, dryRun: false, report: prepared.report };
    },
  };
}
export type LessonPackageService = ReturnType<typeof createLessonPackageService>;
