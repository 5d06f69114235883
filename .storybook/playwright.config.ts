import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.js';

const port = Number(process.env.STORYBOOK_SMOKE_PORT ?? 6106);

/** Smoke test of the built Storybook (`npm run build-storybook` first) in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: /stories-smoke\.spec\.ts/,
  // The smoke spec's shards are independent tests: one per core.
  workers: 2,
  fullyParallel: true,
  timeout: 600_000,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `python3 -m http.server ${port} --bind 127.0.0.1 --directory ../storybook-static`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'ignore',
  },
});
