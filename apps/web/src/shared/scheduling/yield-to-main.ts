/**
 * Lets the browser run what waits (input, a paint, a response's handler) before the caller goes on: one long
 * start-up task on a cheap phone blocks every tap until it ends, where several short ones do not.
 * `scheduler.yield` resumes ahead of other queued work; browsers without it get a new task.
 */
export function yieldToMain(): Promise<void> {
  // Read at call time (not cached): tests and old browsers may lack it.
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
