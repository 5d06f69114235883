/**
 * Writes the OpenAPI document of the real app, built in-process on an in-memory PGlite, to the file
 * given as argument (default: openapi.json in the working directory). `npm run lint:openapi` lints it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';

const target = path.resolve(process.argv[2] ?? 'openapi.json');
const dataDir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: 'openapi-document-only-openapi-document-only',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
});
const database = await openDatabase({ kind: 'pglite' });
try {
  const app = await buildApp({ db: database.db, config, databaseKind: database.kind });
  await app.ready();
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), target)}`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
