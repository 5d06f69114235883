import { cpSync, rmSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server.js';
import { e2eRunDir, templateDataDir, webBuildDir, workerDataDir } from './run-layout.js';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page, Request, TestInfo } from '@playwright/test';

/**
 * The journeys' `test`: each worker runs its own server over its own copy of the freshly seeded demo
 * database, and every page and request of the worker's tests goes to it. Within a worker, files run in name
 * order (the run is not fully parallel), so a file sees the demo data as the files before it on that worker
 * left it, and never what another worker is doing.
 */
export const test = base.extend<object, { appServer: AppServer }>({
  appServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const runDir = e2eRunDir();
      const dataDir = workerDataDir(runDir, workerInfo.parallelIndex);
      // A worker that replaces a failed one starts again from the seeded data.
      rmSync(dataDir, { recursive: true, force: true });
      cpSync(templateDataDir(runDir), dataDir, { recursive: true });
      const server = await startAppServer({ dataDir, webDir: webBuildDir(runDir) });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.url),
});
