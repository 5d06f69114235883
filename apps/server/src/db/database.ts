import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The one database type of the app: PGlite and node-postgres share the pg-core query builder. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself; repositories accept either. */
export type DbExecutor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;
