import { defineConfig } from '@playwright/test';

const port = Number(process.env.STORYBOOK_SMOKE_PORT ?? 6106);

/** Smoke test of the built Storybook (`npm run build-storybook` first) in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: /stories-smoke\.spec\.ts/,
  workers: 1,
  timeout: 600_000,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
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
