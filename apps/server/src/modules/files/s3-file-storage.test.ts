import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { loadConfig } from '../../config.js';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.js';
import { createS3Client, createS3FileStorage, pingS3, type S3FileStorage } from './s3-file-storage.js';

let s3: TestS3Server;
let storage: S3FileStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  const config = loadConfig({ ...s3.env, JWT_SECRET: 's3-test-secret-s3-test-secret-s3-test' }).s3!;
  storage = createS3FileStorage({ ...config, prefix: 'uploads' });
});
afterAll(() => s3?.close());

describe('S3 file storage (AWS SDK v3 against s3rver on 127.0.0.1)', () => {
  it('stores, reads back, reports existence and deletes', async () => {
    const bytes = randomBytes(1024);
    await storage.put('a/photo.png', bytes);
    expect(await storage.exists('a/photo.png')).toBe(true);
    expect((await buffer(await storage.read('a/photo.png'))).equals(bytes)).toBe(true);
    await storage.remove('a/photo.png');
    expect(await storage.exists('a/photo.png')).toBe(false);
    await expect(storage.read('a/photo.png')).rejects.toThrow();
    // Deleting what is gone is not an error (the clean-up job may race a user).
    await storage.remove('a/photo.png');
  });

  it('streams a large export as a multipart upload', async () => {
    const chunk = randomBytes(1024 * 1024);
    const { stream, done } = await storage.createWriteStream('big.xlsx');
    // 12 MiB: more than one 8 MiB part, never held in memory as a whole.
    await pipeline(
      Readable.from(
        (function* () {
          for (let i = 0; i < 12; i++) yield chunk;
        })(),
      ),
      stream,
    );
    expect(await done()).toBe(12 * 1024 * 1024);
    const read = await buffer(await storage.read('big.xlsx'));
    expect(read.length).toBe(12 * 1024 * 1024);
    expect(read.subarray(0, chunk.length).equals(chunk)).toBe(true);
  });

  it('hands out presigned GET links that expire', async () => {
    await storage.put('signed.txt', Buffer.from('salut'));
    // Two links, so a slow machine cannot turn the 'still valid' check into an expired one: a link for five
    // minutes reads the file, a link for one second is refused once that second has passed.
    const fetched = await fetch(await storage.presignedReadUrl('signed.txt', 300));
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe('salut');
    const shortLived = await storage.presignedReadUrl('signed.txt', 1);
    expect(new URL(shortLived).searchParams.get('X-Amz-Expires')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(shortLived)).status).toBe(403);
  });

  // s3rver checks the access key but, unlike S3, not the V4 signature itself, so the key is what is wrong here.
  it('refuses an unknown access key, which the readiness check reports', async () => {
    const env = { ...s3.env, JWT_SECRET: 'x'.repeat(32) };
    const wrong = loadConfig({ ...env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' }).s3!;
    const client = createS3Client(wrong);
    await expect(pingS3(client, wrong.bucket)).rejects.toThrow();
    await expect(
      createS3FileStorage({ ...wrong, prefix: 'uploads' }, client).put('x', Buffer.from('x')),
    ).rejects.toThrow(/Access Key/i);
    const right = loadConfig(env).s3!;
    await expect(pingS3(createS3Client(right), right.bucket)).resolves.toBeUndefined();
  });
});
