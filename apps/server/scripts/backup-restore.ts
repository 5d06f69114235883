import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a backup holds besides the database: uploaded files, exports, the outbox and the JWT secret. */
const DATA_FOLDERS = ['uploads', 'exports', 'outbox'] as const;
const JWT_SECRET_FILE = 'jwt-secret';
const PGLITE_FOLDER = 'pgdata';
const POSTGRES_ARCHIVE = 'database.pgdump';

export interface BackupOptions {
  /** The server's DATA_DIR (files, and the embedded database unless databaseUrl is set). */
  dataDir: string;
  /** PostgreSQL URL: backed up with pg_dump instead of the embedded database. */
  databaseUrl?: string;
}

/**
 * Writes a backup folder: a copy of the embedded database folder (or a `pg_dump -Fc` archive of
 * PostgreSQL) plus the data folders. The embedded database must not be open in a running server.
 */
export async function backup(options: BackupOptions & { target: string }): Promise<{ files: number }> {
  const { dataDir, databaseUrl, target } = options;
  if (existsSync(target) && readdirSync(target).length)
    throw new Error(`backup folder ${target} is not empty`);
  mkdirSync(target, { recursive: true });
  if (databaseUrl) {
    execFileSync(
      'pg_dump',
      ['--format=custom', '--no-owner', `--file=${path.join(target, POSTGRES_ARCHIVE)}`, databaseUrl],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  } else {
    // A copy of the stopped database folder: PGlite's dumpDataDir never settled on an on-disk folder here.
    cpSync(path.join(dataDir, PGLITE_FOLDER), path.join(target, PGLITE_FOLDER), { recursive: true });
  }
  let files = 0;
  for (const folder of DATA_FOLDERS) {
    const from = path.join(dataDir, folder);
    if (!existsSync(from)) continue;
    cpSync(from, path.join(target, folder), { recursive: true });
    files += readdirSync(from, { recursive: true }).length;
  }
  if (existsSync(path.join(dataDir, JWT_SECRET_FILE)))
    cpSync(path.join(dataDir, JWT_SECRET_FILE), path.join(target, JWT_SECRET_FILE));
  writeFileSync(
    path.join(target, 'backup.json'),
    JSON.stringify(
      { createdAt: new Date().toISOString(), database: databaseUrl ? 'postgres' : 'pglite' },
      null,
      2,
    ),
  );
  return { files };
}

/**
 * Restores a backup folder into a fresh DATA_DIR (refuses one that already holds a database) and, for
 * PostgreSQL backups, into the empty database `databaseUrl` names (pg_restore).
 */
export async function restore(options: BackupOptions & { source: string }): Promise<void> {
  const { dataDir, databaseUrl, source } = options;
  const manifest = JSON.parse(readFileSync(path.join(source, 'backup.json'), 'utf8')) as { database: string };
  const pgdata = path.join(dataDir, 'pgdata');
  if (manifest.database === 'postgres') {
    if (!databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL of an empty database');
    execFileSync(
      'pg_restore',
      ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`, path.join(source, POSTGRES_ARCHIVE)],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  } else {
    if (existsSync(pgdata) && readdirSync(pgdata).length)
      throw new Error(`${pgdata} already holds a database`);
    cpSync(path.join(source, PGLITE_FOLDER), pgdata, { recursive: true });
  }
  for (const folder of DATA_FOLDERS) {
    const from = path.join(source, folder);
    if (existsSync(from)) cpSync(from, path.join(dataDir, folder), { recursive: true });
  }
  if (existsSync(path.join(source, JWT_SECRET_FILE)))
    cpSync(path.join(source, JWT_SECRET_FILE), path.join(dataDir, JWT_SECRET_FILE));
}
