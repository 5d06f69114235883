import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, pgliteExtensions } from '../src/db/client.js';
import { PGLITE_SNAPSHOT_ENV } from './test-db.js';

/**
 * Vitest global setup of the server suite on PGlite: one empty database, migrated once per run and saved as
 * a tarball; each test file's database starts from a copy (test-db.ts) instead of running initdb and every
 * migration again (about 4 s a file on the loaded 2-core CI machine, under 1 s from the copy). The workers
 * inherit the path through the environment. On PostgreSQL (DATABASE_URL) each file creates its own
 * database as before.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => undefined;
  // Both server projects (vitest.config.ts) name this setup: the second finds the first one's snapshot.
  const made = process.env[PGLITE_SNAPSHOT_ENV];
  if (made && existsSync(made)) return () => undefined;
  const folder = mkdtempSync(path.join(tmpdir(), 'pglite-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  const client = new PGlite({ extensions: await pgliteExtensions() });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const tarball = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
  process.env[PGLITE_SNAPSHOT_ENV] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}
