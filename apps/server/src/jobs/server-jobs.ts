import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { EmailWorker } from '../modules/email/email-worker.js';
import type { FileStorage } from '../modules/files/file-storage.js';
import { createIdempotencyRepository } from '../modules/idempotency/idempotency.repository.js';
import { createExpiredDataRepository } from './expired-data.repository.js';
import { createJobLock } from './job-lock.js';
import { createPeriodicJobs, type PeriodicJob } from './periodic-jobs.js';

/** How long a generated export stays downloadable. */
export const EXPORT_RETENTION_SECONDS = 24 * 3600;

/**
 * The server's periodic jobs: send the e-mail outbox; delete expired tokens, login counters and old export
 * files and idempotency keys. Each runs once at a time across every process sharing the database. (ANALYZE runs only on the
 * embedded PGlite, which serves one process: db/planner-statistics.ts; PostgreSQL's autovacuum does it.)
 */
export function createServerJobs(deps: {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  emailWorker: EmailWorker;
  exportsStorage: FileStorage;
  loginWindowSeconds: number;
  log: FastifyBaseLogger;
  outboxIntervalMs?: number;
}) {
  const expired = createExpiredDataRepository(deps.db);
  const idempotencyKeys = createIdempotencyRepository(deps.db);
  const jobs: PeriodicJob[] = [
    {
      name: 'email-outbox',
      intervalMs: deps.outboxIntervalMs ?? 2000,
      run: async () => {
        // Drain what is due; each claimed batch is sent by this process only (SKIP LOCKED claims).
        for (let batch = 0; batch < 50 && (await deps.emailWorker.runOnce()) > 0; batch++);
      },
    },
    {
      name: 'clean-up',
      intervalMs: 10 * 60 * 1000,
      runAtStart: true,
      run: async () => {
        const tokens = await expired.deleteExpiredTokens();
        const counters = await expired.deleteStaleLoginFailures(deps.loginWindowSeconds);
        // Idempotency-Key records past their 7 days (issue 12).
        const keys = await idempotencyKeys.deleteExpired();
        let exports = 0;
        for (const row of await expired.findOldExports(EXPORT_RETENTION_SECONDS, 500)) {
          await deps.exportsStorage.remove(row.storageKey);
          await expired.deleteExport(row.id);
          exports++;
        }
        if (tokens + counters + keys + exports > 0)
          deps.log.info({ tokens, counters, idempotencyKeys: keys, exports }, 'expired data deleted');
      },
    },
  ];
  return createPeriodicJobs({ jobs, runExclusive: createJobLock(deps.db, deps.databaseKind), log: deps.log });
}
