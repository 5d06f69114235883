import { Unzip, UnzipInflate, zipSync, type Zippable } from 'fflate';
import {
  LESSON_PACKAGE_MAX_ENTRIES,
  LESSON_PACKAGE_MAX_FILE_BYTES,
  LESSON_PACKAGE_MAX_UNPACKED_BYTES,
  LESSON_PACKAGE_MESSAGES as M,
} from '@platform/contracts';

/** The only names a lesson package may hold: lesson.json and flat files under files/. */
const ALLOWED_ENTRY = /^(lesson\.json|files\/[A-Za-z0-9_-]{1,80}\.(png|jpg|gif|webp|pdf))$/;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Why an archive was refused; the import turns it into a 422 with this Romanian message. */
export class LessonPackageError extends Error {}

export interface PackageLimits {
  maxEntries: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

const DEFAULT_LIMITS: PackageLimits = {
  maxEntries: LESSON_PACKAGE_MAX_ENTRIES,
  maxFileBytes: LESSON_PACKAGE_MAX_FILE_BYTES,
  maxTotalBytes: LESSON_PACKAGE_MAX_UNPACKED_BYTES,
};

/** A path that climbs out, is absolute or uses Windows separators: hostile, whatever else it says. */
function isClimbing(name: string): boolean {
  return (
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((part) => part === '..' || part === '.') ||
    name.includes('\0')
  );
}

/**
 * Unpacks a lesson package in memory. Names are checked before any byte is inflated, and the inflated
 * bytes are counted as they come: a file or the whole archive past its limit stops at once (zip bomb),
 * whatever sizes the archive declares.
 */
export function readLessonArchive(
  bytes: Uint8Array,
  limits: PackageLimits = DEFAULT_LIMITS,
): Map<string, Uint8Array> {
  if (bytes.length < 22 || !ZIP_MAGIC.every((value, index) => bytes[index] === value))
    throw new LessonPackageError(M.notZip);
  const entries = new Map<string, Uint8Array>();
  let total = 0;
  let failure: string | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (failure) return;
    const name = file.name;
    if (name.endsWith('/')) return; // folder entries carry no data
    if (isClimbing(name)) failure = M.unsafePath(name);
    else if (!ALLOWED_ENTRY.test(name)) failure = M.unexpectedEntry(name);
    else if (entries.has(name)) failure = M.duplicateEntry(name);
    else if (entries.size >= limits.maxEntries) failure = M.tooManyEntries;
    else if ((file.originalSize ?? 0) > limits.maxFileBytes) failure = M.bomb;
    if (failure) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    entries.set(name, new Uint8Array(0));
    file.ondata = (error, data, final) => {
      if (failure) return;
      if (error) {
        failure = M.notZip;
        return;
      }
      size += data.length;
      total += data.length;
      if (size > limits.maxFileBytes || total > limits.maxTotalBytes) {
        failure = M.bomb;
        chunks.length = 0;
        file.terminate();
        return;
      }
      chunks.push(data);
      if (final) entries.set(name, concat(chunks, size));
    };
    file.start();
  };
  try {
    unzip.push(bytes, true);
  } catch (error) {
    if (!failure) failure = error instanceof LessonPackageError ? error.message : M.notZip;
  }
  if (failure) throw new LessonPackageError(failure);
  return entries;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Packs lesson.json and the files into one zip (images are already compressed: stored as they are). */
export function writeLessonArchive(lessonJson: string, files: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const zippable: Zippable = { 'lesson.json': [new TextEncoder().encode(lessonJson), { level: 6 }] };
  for (const [path, bytes] of files) zippable[path] = [bytes, { level: 0 }];
  return zipSync(zippable);
}
