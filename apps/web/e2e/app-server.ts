import { startServerProcess } from '../../server/test/support/server-process.js';

export { REPO_ROOT as repoRoot } from '../../server/src/paths.js';

export interface AppServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built server (`apps/server/dist`, as `npm start` runs it; global setup builds it) on a free
 * loopback port over `dataDir`, serving the web build in `webDir`, and resolves once /api/health answers.
 * An empty `dataDir` is migrated and seeded with the demo accounts before the server listens.
 */
export async function startAppServer(options: { dataDir: string; webDir: string }): Promise<AppServer> {
  const server = await startServerProcess({
    run: 'bundle',
    env: {
      DATA_DIR: options.dataDir,
      WEB_DIST_DIR: options.webDir,
      LOGIN_MAX_FAILURES: '1000',
      // The journeys log in far more often than a person would; API rate limits are tested on the server.
      RATE_LIMIT: 'off',
    },
    timeoutMs: 180_000,
    echoStderr: true,
  });
  // The journeys' origin is localhost (the server listens on its 127.0.0.1).
  return { url: `http://localhost:${server.port}`, dataDir: options.dataDir, stop: () => server.stop() };
}
