import type { Database, DbExecutor } from './database.js';
import { sqlStateOf } from './sql-state.js';

/** Runs work in one database transaction; services get this instead of the database itself. */
export type Transactor = <T>(work: (tx: DbExecutor) => Promise<T>) => Promise<T>;

/** PostgreSQL's deadlock_detected: the server rolled one of the two transactions back. */
const DEADLOCK_DETECTED = '40P01';

const isDeadlock = (error: unknown) => sqlStateOf(error) === DEADLOCK_DETECTED;

/**
 * A deadlock rolls the whole transaction back, so running the work again is safe and is what the request
 * wanted: two pupils of one school finishing lessons in opposite orders meet on the dashboard's summary
 * rows (migration 0003) and one of them would otherwise get a 500. Any other error goes to the caller.
 * `work` is one whole transaction: a `db.transaction`, or one statement in autocommit.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}

/** Runs each transaction again when PostgreSQL rolled it back to break a deadlock (`retryOnDeadlock`). */
export function createTransactor(db: Database, options: { attempts?: number } = {}): Transactor {
  return (work) => retryOnDeadlock(() => db.transaction((tx) => work(tx)), options.attempts);
}
