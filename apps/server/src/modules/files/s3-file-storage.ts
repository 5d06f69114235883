import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FileStorage } from './file-storage.js';
import {
  encodeS3Path,
  sha256Hex,
  signS3Request,
  UNSIGNED_PAYLOAD,
  type S3Credentials,
} from './s3-signature.js';

export interface S3StorageOptions extends S3Credentials {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 (path-style addressing). */
  endpoint: string;
  bucket: string;
  /** Key prefix inside the bucket, e.g. `uploads`. */
  prefix: string;
}

/**
 * An S3-compatible object store behind the same interface as the local disk (AWS S3, MinIO, ...),
 * with path-style URLs and Signature V4. Large writes (exports) go to a temporary file first and are
 * uploaded in one PUT when done.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const objectUrl = (key: string) =>
    new URL(
      `${options.endpoint.replace(/\/$/, '')}/${encodeS3Path(`${options.bucket}/${options.prefix}/${key}`)}`,
    );

  async function send(
    method: string,
    key: string,
    body?: { data: Uint8Array | Readable; length: number; hash: string },
  ) {
    const url = objectUrl(key);
    const headers = signS3Request({
      method,
      url,
      headers: body ? { 'content-length': String(body.length) } : {},
      payloadHash: body?.hash ?? sha256Hex(''),
      credentials: options,
    });
    const response = await fetch(url, {
      method,
      headers,
      body: body
        ? body.data instanceof Readable
          ? (Readable.toWeb(body.data) as ReadableStream)
          : body.data
        : undefined,
      ...(body?.data instanceof Readable ? { duplex: 'half' } : {}),
    } as RequestInit);
    return response;
  }

  async function expectOk(response: Response, what: string) {
    if (!response.ok) throw new Error(`S3 ${what} failed: ${response.status} ${await response.text()}`);
  }

  return {
    async put(key, bytes) {
      await expectOk(
        await send('PUT', key, { data: bytes, length: bytes.length, hash: sha256Hex(bytes) }),
        `PUT ${key}`,
      );
    },
    async createWriteStream(key) {
      const folder = await mkdtemp(path.join(tmpdir(), 's3-upload-'));
      const file = path.join(folder, 'object');
      const stream = createWriteStream(file);
      const finished = new Promise<void>((done, fail) => {
        stream.on('close', done);
        stream.on('error', fail);
      });
      return {
        stream,
        done: async () => {
          await finished;
          try {
            const { size } = await stat(file);
            const response = await send('PUT', key, {
              data: createReadStream(file),
              length: size,
              hash: UNSIGNED_PAYLOAD,
            });
            await expectOk(response, `PUT ${key}`);
            return size;
          } finally {
            await rm(folder, { recursive: true, force: true });
          }
        },
      };
    },
    async read(key) {
      const response = await send('GET', key);
      await expectOk(response, `GET ${key}`);
      return Readable.fromWeb(response.body as WebReadableStream);
    },
    async exists(key) {
      return (await send('HEAD', key)).ok;
    },
    async remove(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await expectOk(response, `DELETE ${key}`);
    },
  };
}
