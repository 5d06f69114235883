import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ACCOUNT_MESSAGES,
  FILE_MESSAGES,
  GENERIC_MESSAGES,
  MAX_UPLOAD_BYTES,
  PDF_UPLOAD_CATEGORIES,
  type UploadCategory,
  type UploadResponse,
} from '@platform/contracts';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthorizedError,
} from '../../http/domain-errors.js';
import type { AuthUser } from '../../http/route-access.js';
import type { FileStorage } from './file-storage.js';
import type { FileRow, FilesRepository } from './files.repository.js';
import { detectFileType } from './file-signature.js';

/** Content images shown inside lessons: readable without a token (plain <img src>), ids are unguessable. */
const PUBLIC_CATEGORIES: readonly UploadCategory[] = ['LESSON_IMAGES', 'SLIDE_IMAGES', 'OPTION_IMAGES'];
const FILE_URL = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const fileUrl = (id: string) => `/api/files/${id}`;

/** Upload categories per role; staff may upload everything. */
const UPLOAD_CATEGORIES_BY_ROLE: Record<AuthUser['role'], readonly UploadCategory[] | 'all'> = {
  ADMIN: 'all',
  DBEST: 'all',
  ELEV: ['PARENT_SIGNATURES', 'LESSON_ANSWER_PHOTOS', 'DEFAULT'],
  PROFESOR: ['WASTE_COLLECTION_FORM_PHOTOS', 'USER_PROTOCOLS', 'LESSON_ANSWER_PHOTOS', 'DEFAULT'],
  LOGISTIC: ['WASTE_COLLECTION_FORM_PHOTOS', 'DEFAULT'],
  SYNC: [],
};

export interface FilesServiceDeps {
  filesRepository: FilesRepository;
  storage: FileStorage;
  /** School of a user, for the teacher-reads-own-school rule. */
  findUserSchoolId(userId: number): Promise<number | null>;
}

/** Uploads checked by content and size, and reads checked against the caller. */
export function createFilesService(deps: FilesServiceDeps) {
  const { filesRepository, storage } = deps;

  async function canRead(
    caller: AuthUser | null,
    file: FileRow,
    ownerSchoolId: number | null,
  ): Promise<boolean> {
    if (PUBLIC_CATEGORIES.includes(file.category)) return true;
    if (!caller) throw new UnauthorizedError(ACCOUNT_MESSAGES.unauthorized);
    if (file.ownerId === caller.id || caller.role === 'ADMIN' || caller.role === 'DBEST') return true;
    if (caller.role === 'LOGISTIC') return file.category === 'WASTE_COLLECTION_FORM_PHOTOS';
    if (caller.role === 'PROFESOR' && ownerSchoolId !== null) {
      return (await deps.findUserSchoolId(caller.id)) === ownerSchoolId;
    }
    return false;
  }

  return {
    async upload(
      owner: AuthUser,
      category: UploadCategory,
      file: { filename: string; bytes: Uint8Array } | undefined,
    ): Promise<UploadResponse> {
      const allowed = UPLOAD_CATEGORIES_BY_ROLE[owner.role];
      if (allowed !== 'all' && !allowed.includes(category))
        throw new ForbiddenError(ACCOUNT_MESSAGES.forbidden);
      if (!file || file.bytes.length === 0) {
        throw new BadRequestError(GENERIC_MESSAGES.fileMissing, { file: GENERIC_MESSAGES.fileMissing });
      }
      if (file.bytes.length > MAX_UPLOAD_BYTES)
        throw new PayloadTooLargeError(FILE_MESSAGES.tooLarge, { file: FILE_MESSAGES.tooLarge });
      const pdfAllowed = PDF_UPLOAD_CATEGORIES.includes(category);
      const type = detectFileType(file.bytes);
      if (!type || (type.kind === 'pdf' && !pdfAllowed)) {
        const message = pdfAllowed ? FILE_MESSAGES.imageOrPdf : FILE_MESSAGES.imageOnly;
        throw new BadRequestError(message, { file: message });
      }
      const id = randomUUID();
      const storageKey = `${category.toLowerCase()}/${id}.${type.extension}`;
      await storage.put(storageKey, file.bytes);
      await filesRepository.insert({
        id,
        ownerId: owner.id,
        category,
        storageKey,
        originalName: storedFileName(file.filename) || `fisier.${type.extension}`,
        mime: type.mime,
        size: file.bytes.length,
      });
      return { url: fileUrl(id), id, mime: type.mime, size: file.bytes.length };
    },

    async read(caller: AuthUser | null, id: string): Promise<{ stream: Readable; file: FileRow }> {
      const found = await filesRepository.findWithOwner(id);
      if (!found) {
        // Same answer as for a private file the caller may not read, so ids cannot be probed.
        if (!caller) throw new UnauthorizedError(ACCOUNT_MESSAGES.unauthorized);
        if (caller.role !== 'ADMIN' && caller.role !== 'DBEST')
          throw new ForbiddenError(ACCOUNT_MESSAGES.forbidden);
        throw new NotFoundError(FILE_MESSAGES.notFound);
      }
      if (!(await canRead(caller, found.file, found.ownerSchoolId)))
        throw new ForbiddenError(ACCOUNT_MESSAGES.forbidden);
      return { stream: await storage.read(found.file.storageKey), file: found.file };
    },

    /**
     * The uploaded file a URL points to, when `userId` uploaded it (optionally in one of `categories`);
     * null otherwise. Used to accept signature and document URLs only from the caller's own uploads.
     */
    async findOwnedFile(
      url: string,
      userId: number,
      categories?: readonly UploadCategory[],
    ): Promise<FileRow | null> {
      const id = FILE_URL.exec(url)?.[1];
      if (!id) return null;
      const found = await filesRepository.findWithOwner(id);
      if (!found || found.file.ownerId !== userId) return null;
      if (categories && !categories.includes(found.file.category)) return null;
      return found.file;
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;

/** The uploader's file name without control characters (NUL above all: PostgreSQL refuses it). */
function storedFileName(name: string): string {
  return [...name]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 255);
}
