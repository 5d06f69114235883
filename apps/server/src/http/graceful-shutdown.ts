import type { FastifyInstance } from 'fastify';

/**
 * The SIGTERM/SIGINT handler: readiness turns 503 at once (the load balancer drains this replica), then
 * app.close() stops accepting connections, waits for the requests in flight and the onClose hooks (periodic
 * jobs, Redis), and the database closes. Exits 0, or 1 when it takes longer than `timeoutMs`.
 */
export function createGracefulShutdown(deps: {
  app: FastifyInstance;
  closeDatabase: () => Promise<void>;
  timeoutMs: number;
  exit: (code: number) => void;
}) {
  let closing: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    closing ??= (async () => {
      const { app } = deps;
      app.lifecycle.shuttingDown = true;
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      const forceExit = setTimeout(() => {
        app.log.error({ timeoutMs: deps.timeoutMs }, 'shutdown timed out; exiting');
        deps.exit(1);
      }, deps.timeoutMs);
      forceExit.unref();
      try {
        await app.close();
        await deps.closeDatabase();
        app.log.info('shut down cleanly');
        deps.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        deps.exit(1);
      } finally {
        clearTimeout(forceExit);
      }
    })();
    return closing;
  };
}
