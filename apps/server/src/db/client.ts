import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import type { Database } from './database.js';
import { SERVER_ROOT } from '../paths.js';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Connections of the PostgreSQL pool (metrics); undefined for PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, the demo seed) while holding a database-wide lock, so replicas starting
   * together take turns instead of racing on an empty database.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; /** Pool size per process (default 10). */ poolMax?: number }
  | {
      kind: 'pglite';
      /** Folder of the database files; undefined = in memory. */
      dataDir?: string;
      /** A `dumpDataDir()` tarball to start from instead of an empty cluster (tests: one migrated copy). */
      loadDataDir?: Blob;
    };

const drizzleConfig = { schema, casing: 'snake_case' } as const;

/** Writes SQL built with `sql` as the app's databases read it (column names in snake_case), for raw drivers. */
export const sqlDialect = new PgDialect({ casing: drizzleConfig.casing });

/**
 * The PostgreSQL extensions the migrations create, which PGlite ships as separate bundles to load when a
 * database opens (every open: a data folder that has the extension needs it too). pg_trgm: the text filters'
 * trigram indexes (migration 0006).
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/**
 * The `options` of every PostgreSQL session the app opens: no parallel workers and no JIT compilation (issue
 * 10), then the environment's PGOPTIONS, which node-postgres would otherwise ignore once `options` is given.
 * A later `-c` wins, so an operator can still change either there.
 *
 * JIT: PostgreSQL compiles a query's expressions with LLVM once its estimated cost passes `jit_above_cost`,
 * which the app's large queries (an export's million rows, a chunk deep in a large page) do. The compilation
 * took about 0.45 s in each of the export's three processes (1.4 s of CPU) and won back less: the export's
 * query ran in 4.0-4.3 s without it against 4.3-5.1 s with it. Whole exports moved within their spread
 * (docs/performance.md, seventeenth run); no query of the app was faster with it.
 */
export function sessionOptions(env: NodeJS.ProcessEnv = process.env): string {
  return ['-c max_parallel_workers_per_gather=0 -c jit=off', env.PGOPTIONS].filter(Boolean).join(' ');
}

/** Opens PostgreSQL (node-postgres pool) or the embedded PGlite; both give the same `Database` type. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      // Issue 10: the app's queries run without parallel workers. Launching one cost more than the query on the
      // bench (a teacher's dashboard 83-108 ms with them, 30-43 ms without), and every report case, the
      // million-row export included, was as fast or faster without them (docs/decisions.md).
      options: sessionOptions(),
      // The pool keeps its connections through quiet moments (node-postgres closes them after 10 s idle by
      // default). A new PostgreSQL session pays for its catalog caches, the named statements it prepares again
      // and its first touch of each shared buffer: the first report page after 11 s of quiet took 34-42 ms
      // against 7-10 ms on a kept connection (docs/performance.md, "Fortieth run"). Idle connections do not
      // keep a process alive that has nothing else to do (a script that forgets to close its database).
      idleTimeoutMillis: 0,
      allowExitOnIdle: true,
    });
    let isClosing = false;
    // An idle client can lose its connection (server restart, or a dropped test database after close); the pool
    // discards it. Without a listener Node treats the 'error' event as fatal.
    pool.on('error', (error) => {
      if (!isClosing) console.error(`PostgreSQL idle client closed: ${error.message}`);
    });
    const db = drizzle(pool, drizzleConfig);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      withStartupLock: async (work) => {
        // A session lock on a client of its own; the work runs on other pool connections.
        const client = await pool.connect();
        try {
          await client.query(`select pg_advisory_lock(hashtext('eco-school:startup'))`);
          return await work();
        } finally {
          await client.query(`select pg_advisory_unlock(hashtext('eco-school:startup'))`).catch(() => {});
          client.release();
        }
      },
      close: async () => {
        isClosing = true;
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: await pgliteExtensions(),
  });
  await client.waitReady;
  const db = drizzle(client, drizzleConfig);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns a PGlite folder; nothing to coordinate.
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

/** Database from the configuration: DATABASE_URL -> PostgreSQL, else PGlite under DATA_DIR/pgdata. */
export function databaseOptionsFromConfig(config: {
  databaseUrl?: string;
  databasePoolMax?: number;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') };
}

/** Round trip to the database, for the health check. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
