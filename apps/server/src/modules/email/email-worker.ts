import type { EmailRepository } from './email.repository.js';
import type { Mailer } from './mailer.js';

export interface EmailWorkerOptions {
  intervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** Delay before retry n (1-based). */
  backoffSeconds?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => Math.min(3600, 30 * 2 ** (attempt - 1));

/** Sends the outbox: claims due rows, retries failures with backoff, gives up after `maxAttempts`. */
export function createEmailWorker(
  deps: {
    emailRepository: EmailRepository;
    mailer: Mailer;
    log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  },
  options: EmailWorkerOptions = {},
) {
  const { intervalMs = 2000, batchSize = 20, maxAttempts = 8, backoffSeconds = defaultBackoff } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function runOnce(): Promise<number> {
    const rows = await deps.emailRepository.claimDue(batchSize, 300);
    for (const row of rows) {
      try {
        await deps.mailer.send(row);
        await deps.emailRepository.markSent(row.id);
      } catch (error) {
        const attempt = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        const retryAt = attempt >= maxAttempts ? null : new Date(Date.now() + backoffSeconds(attempt) * 1000);
        await deps.emailRepository.markFailed(row.id, message, retryAt);
        deps.log.warn({ emailId: row.id, attempt, retryAt, error: message }, 'e-mail delivery failed');
      }
    }
    return rows.length;
  }

  return {
    runOnce,
    start() {
      timer ??= setInterval(() => {
        if (running) return;
        running = runOnce()
          .catch((error: unknown) => {
            deps.log.error({ err: error }, 'e-mail worker failed');
            return 0;
          })
          .finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type EmailWorker = ReturnType<typeof createEmailWorker>;
