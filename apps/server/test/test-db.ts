import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { useCommonJsPgPool } from './pg-under-vitest.js';

/** Path of the migrated PGlite tarball the server suite's global setup writes once per run. */
export const PGLITE_SNAPSHOT_ENV = 'PGLITE_TEST_SNAPSHOT';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or, when DATABASE_URL
 * is set, a new PostgreSQL database `test_<random>` created through that URL and dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // A new PGlite cluster costs seconds (initdb in WebAssembly); a copy of the run's migrated snapshot
    // (pglite-snapshot.global-setup.ts) under one. `migrate` then finds nothing to do, or applies what is new.
    const snapshot = process.env[PGLITE_SNAPSHOT_ENV];
    const handle = await openDatabase({
      kind: 'pglite',
      loadDataDir: snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
    });
    await handle.migrate();
    return handle;
  }
  useCommonJsPgPool();
  const scratch = await createScratchPostgresDatabase(adminUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** An empty PostgreSQL database `test_<random>` on the server `adminUrl` points at; `drop` removes it. */
export async function createScratchPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  useCommonJsPgPool();
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
