import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.mjs');
const STARTUP_LIMIT_MS = 180_000;
const STOP_LIMIT_MS = 20_000;

export interface AppServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built server (`apps/server/dist`, as `npm start` runs it) on 127.0.0.1:`port` over `dataDir`,
 * serving the web build in `webDir`, and resolves once /api/health answers. An empty `dataDir` is migrated
 * and seeded with the demo accounts before the server listens.
 */
export async function startAppServer(options: {
  port: number;
  dataDir: string;
  webDir: string;
}): Promise<AppServer> {
  const child = spawn(process.execPath, ['--max-old-space-size=256', '--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      WEB_DIST_DIR: options.webDir,
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000',
      // The journeys log in far more often than a person would; API rate limits are tested on the server.
      RATE_LIMIT: 'off',
    },
  });
  child.stderr?.pipe(process.stderr);
  const url = `http://localhost:${options.port}`;
  await waitForHealth(child, url);
  return { url, dataDir: options.dataDir, stop: () => stopProcess(child) };
}

async function waitForHealth(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcess(child);
  throw new Error(`the server at ${url} was not ready within ${STARTUP_LIMIT_MS / 1000} s`);
}

/** SIGTERM (the server's graceful shutdown closes the database), then SIGKILL if it has not exited in time. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
  await exited;
  clearTimeout(timer);
}
