import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { seedDemoData } from '../../src/seed/seed-demo-data.js';
import { backup, restore } from '../../scripts/backup-restore.js';
import { createScratchPostgresDatabase } from '../test-db.js';
import { multipart, PNG_BYTES } from '../support/fixtures.js';
import { DEMO_PASSWORD } from '../test-app.js';

/**
 * Issue 9 item 6: back up a data folder (database + files), restore it into a fresh folder (and, with
 * DATABASE_URL, a fresh PostgreSQL database), start the app on the copy and sign in.
 */
const folders: string[] = [];
const scratch = (name: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), `backup-${name}-`));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function appOn(dataDir: string, database: DatabaseHandle) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT: 'off',
  });
  return buildApp({ db: database.db, config, databaseKind: database.kind });
}

/** Seeds the demo data, uploads a file, and returns its URL. */
async function fillOriginal(dataDir: string, database: DatabaseHandle): Promise<string> {
  const app = await appOn(dataDir, database);
  await seedDemoData(database.db, {
    passwordHasher: app.services.passwordHasher,
    storage: app.services.uploadsStorage,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email: 'elev@demo.ro', parola: DEMO_PASSWORD },
  });
  const body = multipart('file', 'semnatura.png', PNG_BYTES);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/files/upload?folder=PARENT_SIGNATURES',
    headers: { ...body.headers, authorization: `Bearer ${login.json().token}` },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  await app.close();
  return uploaded.json().url as string;
}

/** Signs in on the restored copy and reads the uploaded file back. */
async function checkRestored(dataDir: string, database: DatabaseHandle, fileUrl: string) {
  const app = await appOn(dataDir, database);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email: 'elev@demo.ro', parola: DEMO_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const file = await app.inject({
    method: 'GET',
    url: fileUrl,
    headers: { authorization: `Bearer ${login.json().token}` },
  });
  await app.close();
  expect(file.statusCode).toBe(200);
  expect(Buffer.compare(file.rawPayload, PNG_BYTES)).toBe(0);
  return login.statusCode;
}

// Both kinds run in every server run: the PostgreSQL one on DATABASE_URL, else the machine's server (as the
// multi-process test does), so neither is ever skipped.
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('backup and restore', () => {
  it('embedded database: database folder + files into a fresh data folder', async () => {
    const original = scratch('original');
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(original, 'pgdata') });
    await database.migrate();
    const fileUrl = await fillOriginal(original, database);
    await database.close();

    const archive = path.join(scratch('archive'), 'b');
    const { files } = await backup({ dataDir: original, target: archive });
    const fresh = scratch('fresh');
    await restore({ dataDir: fresh, source: archive });
    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(fresh, 'pgdata') });
    const status = await checkRestored(fresh, restored, fileUrl);
    await restored.close();
    console.log(
      `[backup] pglite: files backed up ${files}, restored login ${status}, uploaded file read back: yes`,
    );
  }, 600_000);

  it('PostgreSQL: pg_dump + files, pg_restore into an empty database', async () => {
    const source = await createScratchPostgresDatabase(POSTGRES_URL);
    const target = await createScratchPostgresDatabase(POSTGRES_URL);
    try {
      const original = scratch('original');
      const database = await openDatabase({ kind: 'postgres', url: source.url });
      await database.migrate();
      const fileUrl = await fillOriginal(original, database);
      await database.close();
      const archive = path.join(scratch('archive'), 'b');
      const { files } = await backup({ dataDir: original, databaseUrl: source.url, target: archive });
      const fresh = scratch('fresh');
      await restore({ dataDir: fresh, databaseUrl: target.url, source: archive });
      const restored = await openDatabase({ kind: 'postgres', url: target.url });
      const status = await checkRestored(fresh, restored, fileUrl);
      await restored.close();
      console.log(
        `[backup] postgres: files backed up ${files}, restored login ${status}, uploaded file read back: yes`,
      );
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 600_000);
});
