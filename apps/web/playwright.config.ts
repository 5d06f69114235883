import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../.storybook/chromium.js';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '../..');
// Set once in the main process; the workers re-read this file and inherit the environment, so they agree.
// A port of its own per run (several people may run the journeys on one machine) unless E2E_PORT is set.
// 3659 is on Chromium's list of unsafe ports (ERR_UNSAFE_PORT), so the range skips it.
const candidatePort = 3100 + (process.pid % 800);
process.env.E2E_PORT ??= String(candidatePort === 3659 ? 3660 : candidatePort);
// A fresh database per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'eco-e2e-'));
const port = Number(process.env.E2E_PORT);
// The run serves its own build, so a rebuild of apps/web/dist during the run cannot change the files under it.
const webBuildDir = path.join(process.env.E2E_DATA_DIR, 'web');

/**
 * Browser journeys against the built app served by the real server on an empty data folder, which the
 * server seeds with the demo accounts. The web server step builds the app into the run's own folder first.
 */
export default defineConfig({
  testDir: './e2e',
  // Local runs keep their traces in their own folder: concurrent runs would wipe a shared test-results.
  outputDir: process.env.CI ? 'test-results' : path.join(process.env.E2E_DATA_DIR, 'test-results'),
  fullyParallel: false,
  workers: 1,
  // A retry stays so a flaky journey is reported with both traces, but any flaky result fails the run:
  // a race that passes on the second try is a bug to fix (wait on what the user waits on), not noise.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ro-RO',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The app's service worker (issue 12) would serve cached chunks and API answers between steps of a
    // journey; only the offline journey, which is about it, lets it run (test.use there).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      testMatch: /phone\.spec\.ts/,
    },
  ],
  webServer: {
    // As `npm start` does: packages (the server imports the slide plugins' dist), web app, server bundle.
    command: `npm run build:packages && npm run build -w apps/web -- --outDir ${webBuildDir} --emptyOutDir && npm run build -w apps/server && npm start -w apps/server`,
    cwd: repoRoot,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000',
      // The journeys log in far more often than a person would; API rate limits are tested on the server.
      RATE_LIMIT: 'off',
      WEB_DIST_DIR: webBuildDir,
    },
  },
});
