import type { FastifyBaseLogger } from 'fastify';
import type { JobLock } from './job-lock.js';

export interface PeriodicJob {
  name: string;
  intervalMs: number;
  /** Run once right after start (e.g. ANALYZE on a fresh database). */
  runAtStart?: boolean;
  run(): Promise<void>;
}

/**
 * Runs each job on its own timer; every run takes the job's cross-process lock first, so with N replicas a
 * job still runs once at a time across all of them. A run never overlaps the previous one of this process.
 */
export function createPeriodicJobs(deps: {
  jobs: PeriodicJob[];
  runExclusive: JobLock;
  log: FastifyBaseLogger;
}) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();

  function tick(job: PeriodicJob): void {
    if (running.has(job.name)) return;
    const run = deps
      .runExclusive(job.name, job.run)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error, job: job.name }, 'periodic job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  }

  return {
    start(): void {
      for (const job of deps.jobs) {
        if (job.runAtStart) tick(job);
        const timer = setInterval(() => tick(job), job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    /** Stops the timers and waits for runs in progress (graceful shutdown). */
    async stop(): Promise<void> {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
export type PeriodicJobs = ReturnType<typeof createPeriodicJobs>;
