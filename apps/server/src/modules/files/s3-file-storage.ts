import { PassThrough, Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import type * as RequestPresigner from '@aws-sdk/s3-request-presigner';
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

/** The AWS SDK's three packages, loaded by the first S3 call: a server on local files never loads them. */
interface S3Sdk {
  s3: typeof ClientS3;
  storage: typeof LibStorage;
  presigner: typeof RequestPresigner;
}

let sdkLoading: Promise<S3Sdk> | undefined;
// About 34 MB of every server process's memory (RSS) when loaded at start.
const loadSdk = () =>
  (sdkLoading ??= Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]).then(([s3, storage, presigner]) => ({ s3, storage, presigner })));

/** One S3 client per configuration (it holds the connection pool), made with the SDK on first use. */
export interface S3ClientHandle {
  sdk(): Promise<S3Sdk & { client: S3Client }>;
  /** Closes the client's connections, if it was ever made. */
  destroy(): void;
}

export function createS3Client(config: S3Config): S3ClientHandle {
  let client: S3Client | undefined;
  return {
    async sdk() {
      const sdk = await loadSdk();
      client ??= new sdk.s3.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
      });
      return { ...sdk, client };
    },
    destroy() {
      client?.destroy();
    },
  };
}

const isMissing = ({ s3 }: S3Sdk, error: unknown) =>
  error instanceof s3.NoSuchKey ||
  error instanceof s3.NotFound ||
  (error instanceof s3.S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, ...) through the official AWS SDK v3. Large writes
 * (exports) stream as a multipart upload (lib-storage), so neither memory nor a temporary file holds them.
 */
export function createS3FileStorage(
  options: S3StorageOptions,
  handle = createS3Client(options),
): S3FileStorage {
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.prefix}/${key}`;
  return {
    async put(key, bytes) {
      const { s3, client } = await handle.sdk();
      await client.send(new s3.PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes }));
    },
    async createWriteStream(key) {
      const { storage, client } = await handle.sdk();
      const stream = new PassThrough();
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      const upload = new storage.Upload({
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
      const { s3, client } = await handle.sdk();
      const response = await client.send(new s3.GetObjectCommand({ Bucket, Key: objectKey(key) }));
      if (!(response.Body instanceof Readable)) throw new Error(`S3 GET ${key}: no body stream`);
      return response.Body;
    },
    async exists(key) {
      const sdk = await handle.sdk();
      try {
        await sdk.client.send(new sdk.s3.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(sdk, error)) return false;
        throw error;
      }
    },
    async remove(key) {
      const sdk = await handle.sdk();
      try {
        await sdk.client.send(new sdk.s3.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissing(sdk, error)) throw error;
      }
    },
    async presignedReadUrl(key, expiresInSeconds) {
      const { s3, presigner, client } = await handle.sdk();
      return presigner.getSignedUrl(client, new s3.GetObjectCommand({ Bucket, Key: objectKey(key) }), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}

/** Readiness: the bucket answers with these credentials. */
export async function pingS3(handle: S3ClientHandle, bucket: string): Promise<void> {
  const { s3, client } = await handle.sdk();
  await client.send(new s3.HeadBucketCommand({ Bucket: bucket }));
}
