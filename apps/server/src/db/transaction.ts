import type { Database, DbExecutor } from './database.js';

/** Runs work in one database transaction; services get this instead of the database itself. */
export type Transactor = <T>(work: (tx: DbExecutor) => Promise<T>) => Promise<T>;

export function createTransactor(db: Database): Transactor {
  return (work) => db.transaction((tx) => work(tx));
}
