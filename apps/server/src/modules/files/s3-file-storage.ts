import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config.js';
import type { FileStorage } from './file-storage.js';

export interface S3StorageOptions extends S3Config {
  /** Key prefix inside the bucket, e.g. `uploads`. */
  prefix: string;
}

/** An S3 storage can also hand out short-lived download links that bypass the API. */
export interface S3FileStorage extends FileStorage {
  presignedReadUrl(key: string, expiresInSeconds: number): Promise<string>;
}

/** One S3 client per configuration: it holds the connection pool. */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, ...) through the official AWS SDK v3. Large writes
 * (exports) stream as a multipart upload (lib-storage), so neither memory nor a temporary file holds them.
 */
export function createS3FileStorage(
  options: S3StorageOptions,
  client = createS3Client(options),
): S3FileStorage {
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.prefix}/${key}`;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes }));
    },
    async createWriteStream(key) {
      const stream = new PassThrough();
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: stream },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
      });
      const uploaded = upload.done();
      // Surface the failure through done(), not as an unhandled rejection.
      uploaded.catch(() => undefined);
      return {
        stream,
        done: async () => {
          await uploaded;
          return size;
        },
      };
    },
    async read(key) {
      const response = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      if (!(response.Body instanceof Readable)) throw new Error(`S3 GET ${key}: no body stream`);
      return response.Body;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    presignedReadUrl(key, expiresInSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: objectKey(key) }), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}

/** Readiness: the bucket answers with these credentials. */
export async function pingS3(client: S3Client, bucket: string): Promise<void> {
  await client.send(new HeadBucketCommand({ Bucket: bucket }));
}
