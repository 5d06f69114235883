import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * Where file bytes live. Keys are relative paths made by the server (never by a client).
 * The local-disk implementation is the default; an S3-compatible one can implement the same interface.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** A stream to write a large file (exports); resolves `done` once the bytes are stored. */
  createWriteStream(key: string): Promise<{ stream: Writable; done: () => Promise<number> }>;
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Files under one root folder; keys are checked so no key can leave it. */
export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!SAFE_KEY.test(key) || key.includes('..') || !full.startsWith(path.resolve(root) + path.sep)) {
      throw new Error(`unsafe storage key ${key}`);
    }
    return full;
  };
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      try {
        await writeFile(full, bytes, { flag: 'wx' });
      } catch (error) {
        // A full disk can leave part of the file: remove it (unless the key already existed: 'wx').
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(full, { force: true });
        throw error;
      }
    },
    async createWriteStream(key) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      const stream = createWriteStream(full, { flags: 'wx' });
      const finished = new Promise<void>((done, fail) => {
        stream.on('close', done);
        stream.on('error', fail);
      });
      // Surface the failure through done(), not as an unhandled rejection (an aborted export never calls it).
      finished.catch(() => undefined);
      return {
        stream,
        done: async () => {
          await finished;
          return (await stat(full)).size;
        },
      };
    },
    async read(key) {
      return createReadStream(resolve(key));
    },
    async exists(key) {
      try {
        await stat(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
