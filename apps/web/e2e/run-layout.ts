import path from 'node:path';

/*
 * Where one run of the journeys keeps its files and which ports it uses. The config sets E2E_DATA_DIR and
 * E2E_PORT once in the main process; global setup and the workers inherit them, so they agree.
 */

/** The run's own folder (a fresh temporary one unless E2E_DATA_DIR is set). */
export function e2eRunDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is not set: run the journeys through apps/web/playwright.config.ts');
  return dir;
}

/** The web build every server of the run serves, so a rebuild of apps/web/dist cannot change it mid-run. */
export const webBuildDir = (runDir: string) => path.join(runDir, 'web');

/** The database seeded once with the demo data; each worker starts from a copy of it. */
export const templateDataDir = (runDir: string) => path.join(runDir, 'template-data');

/** The database of one worker slot (parallelIndex), copied afresh whenever that slot starts a worker. */
export const workerDataDir = (runDir: string, slot: number) => path.join(runDir, `worker-${slot}`);

/**
 * Port `offset` of the run: E2E_PORT is the template's, E2E_PORT + 1 + slot a worker's. 3659 is on
 * Chromium's list of unsafe ports (ERR_UNSAFE_PORT), so it is skipped.
 */
export function e2ePort(offset: number): number {
  const base = Number(process.env.E2E_PORT);
  if (!Number.isInteger(base))
    throw new Error('E2E_PORT is not set: run the journeys through apps/web/playwright.config.ts');
  const port = base + offset;
  return port >= 3659 && base < 3659 ? port + 1 : port;
}
