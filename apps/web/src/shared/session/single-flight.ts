/**
 * Runs at most one task at a time: callers arriving while it runs share its result instead of starting
 * another. Used for the token refresh so that concurrent 401s cause exactly one refresh call and every
 * other request waits for it (the "mutex" of spec 000 §7).
 */
export interface SingleFlight<T> {
  run(task: () => Promise<T>): Promise<T>;
  /** Resolves once no task is running (immediately when idle). */
  settled(): Promise<void>;
  isRunning(): boolean;
}

export function createSingleFlight<T>(): SingleFlight<T> {
  let current: Promise<T> | null = null;
  return {
    run(task) {
      current ??= task().finally(() => {
        current = null;
      });
      return current;
    },
    async settled() {
      if (current)
        await current.then(
          () => undefined,
          () => undefined,
        );
    },
    isRunning: () => current !== null,
  };
}
