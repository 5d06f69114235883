import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../.storybook/chromium.js';

// A fresh folder per run: the web build, the seeded template database and each worker's copy of it. Set
// once in the main process; global setup and the workers re-read this file and inherit the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'eco-e2e-'));

/**
 * Browser journeys against the built app served by the real server. Global setup builds the app once and
 * seeds the demo data once; each worker then runs its own server over its own copy of that database
 * (e2e/fixtures.ts), so two workers use both cores without seeing each other's changes.
 */
export default defineConfig({
  testDir: './e2e',
  // Local runs keep their traces in their own folder: concurrent runs would wipe a shared test-results.
  outputDir: process.env.CI ? 'test-results' : path.join(process.env.E2E_DATA_DIR, 'test-results'),
  // Files run in name order within a worker (not fully parallel): a file may rely on the files before it
  // on its worker only through the demo data they leave as they found it.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  globalSetup: './e2e/global-setup.ts',
  // A retry stays so a flaky journey is reported with both traces, but any flaky result fails the run:
  // a race that passes on the second try is a bug to fix (wait on what the user waits on), not noise.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    locale: 'ro-RO',
    // A failed journey keeps its trace: every action with the page's DOM snapshot before and after it, the
    // network and the console, plus the failure's screenshot below. The trace's screencast (a JPEG of every
    // frame) is left out: it made Chromium's compositor and browser process paint and encode frames all
    // journey long, about 40 % of the stage's CPU (docs/decisions.md, "Each browser check does only its own work").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
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
});
