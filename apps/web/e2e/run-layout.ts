import path from 'node:path';

/*
 * Where one run of the journeys keeps its files. The config sets E2E_DATA_DIR once in the main process;
 * global setup and the workers inherit it, so they agree. Each server takes a free port of its own.
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
