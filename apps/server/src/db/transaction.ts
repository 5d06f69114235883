import type { Database, DbExecutor } from './database.js';

/** Runs work in one database transaction; services get this instead of the database itself. */
export type Transactor = <T>(work: (tx: DbExecutor) => Promise<T>) => Promise<T>;

/** PostgreSQL's deadlock_detected: the server rolled one of the two transactions back. */
const DEADLOCK_DETECTED = '40P01';

function isDeadlock(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === DEADLOCK_DETECTED) return true;
  return false;
}

/**
 * A deadlock rolls the whole transaction back, so running the work again is safe and is what the request
 * wanted: two pupils of one school finishing lessons in opposite orders meet on the dashboard's summary
 * rows (migration 0003) and one of them would otherwise get a 500. Any other error goes to the caller.
 */
export function createTransactor(db: Database, options: { attempts?: number } = {}): Transactor {
  const attempts = options.attempts ?? 3;
  return async (work) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction((tx) => work(tx));
      } catch (error) {
        if (attempt >= attempts || !isDeadlock(error)) throw error;
      }
    }
  };
}
