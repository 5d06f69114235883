import { pupilSession } from './first-load-bench.js';
import { startBenchServer, type ServerProcess } from './server-process.js';

/** A bench server serving one web build, and the demo pupil's completion route on it, signed in. */
export interface CompletionRouteServer {
  server: ServerProcess;
  /** The completion route of the seeded lesson the pupil has not started. */
  url: string;
  /** The pupil's tokens, for the page's localStorage. */
  tokens: Record<string, string>;
}

/**
 * Starts the real server process on its own PGlite folder with the demo data, serving `distDir` on a free
 * loopback port, and signs the demo pupil in: what the browser benches compare builds on.
 */
export async function startCompletionRouteServer(
  distDir: string,
  dataDir: string,
  jwtSecret: string,
): Promise<CompletionRouteServer> {
  const server = await startBenchServer(
    { DATABASE_URL: '', DATA_DIR: dataDir, WEB_DIST_DIR: distDir, RATE_LIMIT: 'off', JWT_SECRET: jwtSecret },
    // Bounded; a shared, loaded machine needs minutes to start and seed the demo data.
    { timeoutMs: 420_000, echoStderr: true },
  );
  const session = await pupilSession(server.url);
  return { server, url: `${server.url}/completare-lectie/id/${session.lessonId}`, tokens: session.tokens };
}
