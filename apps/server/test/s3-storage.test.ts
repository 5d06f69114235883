import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createTestApp, type TestApp } from './test-app.js';
import { multipart, PNG_BYTES } from './support/fixtures.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';
import { readExport } from '../src/modules/reports/export-test-helpers.js';
import { createServerJobs, EXPORT_RETENTION_SECONDS } from '../src/jobs/server-jobs.js';
import { exportFiles } from '../src/db/schema.js';
import { sql } from 'drizzle-orm';

let s3: TestS3Server;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function objectKeys(prefix: string): Promise<string[]> {
  const { client } = await t.app.services.s3Client!.sdk();
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

describe('the API with files in an S3-compatible store', () => {
  it('uploads into the bucket and serves the file back only to allowed callers', async () => {
    const body = multipart('file', 'semnatura.png', PNG_BYTES, 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?folder=PARENT_SIGNATURES',
      headers: { ...(await t.authAs('elev@demo.ro')), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json().url.split('/').at(-1);
    expect((await objectKeys('uploads/')).some((key) => key.includes(id))).toBe(true);

    const read = await t.app.inject({
      method: 'GET',
      url: uploaded.json().url,
      headers: await t.authAs('elev@demo.ro'),
    });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PNG_BYTES)).toBe(true);
    const foreign = await t.app.inject({
      method: 'GET',
      url: uploaded.json().url,
      headers: await t.authAs('logistica@demo.ro'),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('streams an export into the bucket, serves it to its owner, and the clean-up job deletes it later', async () => {
    const created = await t.app.inject({
      method: 'GET',
      url: '/api/users/report?export=xlsx&role=ELEV',
      headers: await t.authAs('admin@demo.ro'),
    });
    expect(created.statusCode, created.body).toBe(200);
    const rows = await readExport(t, 'admin@demo.ro', created.json().url);
    expect(rows.length).toBe(3);
    const exportId = created.json().url.slice('exports/'.length, -'.xlsx'.length);
    expect(await objectKeys('exports/')).toContain(`exports/${exportId}.xlsx`);

    // Age the export past its retention and run the clean-up job once.
    await t.database.db.execute(
      sql`update ${exportFiles} set created_at = now() - make_interval(secs => ${EXPORT_RETENTION_SECONDS + 60}) where id = ${exportId}`,
    );
    const jobs = createServerJobs({
      db: t.database.db,
      databaseKind: t.database.kind,
      emailWorker: t.app.services.emailWorker,
      exportsStorage: t.app.services.exportsStorage,
      loginWindowSeconds: 900,
      log: t.app.log,
    });
    jobs.start();
    await vi.waitFor(
      async () => expect(await objectKeys('exports/')).not.toContain(`exports/${exportId}.xlsx`),
      {
        timeout: 20_000,
        interval: 200,
      },
    );
    await jobs.stop();
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/files/excel-reports?url=${encodeURIComponent(created.json().url)}`,
      headers: await t.authAs('admin@demo.ro'),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('reports the store in the readiness check', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks).toMatchObject({ database: { status: 'ok' }, storage: { status: 'ok' } });
  });
});
