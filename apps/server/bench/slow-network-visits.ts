import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'puppeteer-core';
import { pupilSession } from './first-load-bench.js';
import { boundedEnvCount, median } from './measure.js';
import { startBenchServer, type ServerProcess } from './server-process.js';
import { asPhone, withSignedInPage } from './signed-in-chromium.js';
import { withWebBuilds, type WebBuild } from './web-builds.js';

/**
 * How long a pupil on a slow phone network waits for a page's first content, first visit and returning visit
 * (the page then comes from the service worker), builds compared visit by visit. DevTools' network emulation
 * at Lighthouse's slow 4G, on the page and, on a returning visit, on the service worker's own target too:
 * the worker fetches the API network-first, and a page's emulation does not slow the worker's fetches.
 *
 *   npm run bench:slow-network                            # builds the web app into a temporary folder
 *   npm run bench:slow-network -- /tmp/before /tmp/after  # existing builds, alternating visits
 *   SLOW_NETWORK_VISITS=8 npm run bench:slow-network
 */

const VISITS = boundedEnvCount('SLOW_NETWORK_VISITS', 5, 1, 20);
// Lighthouse's slow 4G as DevTools applies it (its "devtools" throttling preset).
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

interface PupilPage {
  name: string;
  path: (lessonId: number) => string;
  /** The page's first content: its first lesson card, the lesson's intro screen. */
  contentSelector: string;
}

const PAGES: PupilPage[] = [
  { name: 'homework list, first lesson card', path: () => '/teme-de-casa', contentSelector: '.lesson-card' },
  {
    name: 'lesson completion, intro screen',
    path: (lessonId) => `/completare-lectie/id/${lessonId}`,
    contentSelector: '.completion-intro',
  },
];

interface Build extends WebBuild {
  server?: ServerProcess;
  lessonId?: number;
  tokens?: Record<string, string>;
}

async function slowDown(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_4G);
}

/** Loads `url` and returns when `selector` first matched, in ms from the navigation's start. */
async function timeToContent(page: Page, url: string, selector: string): Promise<number> {
  await page.evaluateOnNewDocument((wanted: string) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(wanted)) return;
      (window as unknown as { __contentAt: number }).__contentAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __contentAt?: number }).__contentAt !== undefined,
    {
      timeout: 60_000,
    },
  );
  return page.evaluate(() => (window as unknown as { __contentAt: number }).__contentAt);
}

/** A fresh browser, nothing cached: the whole page over the slow network. */
function firstVisit(url: string, build: Build, selector: string): Promise<number> {
  return withSignedInPage(url, build.tokens!, async (page) => {
    await asPhone(page);
    await slowDown(await page.createCDPSession());
    return timeToContent(page, url, selector);
  });
}

/** A first visit at full speed installs the service worker; the measured visit then goes through it. */
function returningVisit(url: string, build: Build, selector: string): Promise<number> {
  return withSignedInPage(url, build.tokens!, async (page) => {
    await asPhone(page);
    await page.goto(url);
    await page.waitForSelector(selector, { timeout: 60_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const worker = await page.browser().waitForTarget((target) => target.type() === 'service_worker', {
      timeout: 30_000,
    });
    await slowDown(await page.createCDPSession());
    await slowDown(await worker.createCDPSession());
    const ms = await timeToContent(page, url, selector);
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
      throw new Error(`${url}: the returning visit was not served through the service worker`);
    return ms;
  });
}

async function run(builds: Build[]): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slow-network-'));
  const kinds = [
    { name: 'first visit', visit: firstVisit },
    { name: 'returning visit', visit: returningVisit },
  ];
  // figures[page][kind][build] = ms of each visit
  const figures = PAGES.map(() => kinds.map(() => builds.map((): number[] => [])));
  try {
    for (const [index, build] of builds.entries()) {
      build.server = await startBenchServer(
        {
          DATABASE_URL: '',
          DATA_DIR: path.join(dataDir, String(index)),
          WEB_DIST_DIR: build.distDir,
          RATE_LIMIT: 'off',
          JWT_SECRET: 'slow-network-secret-slow-network-secret',
        },
        { timeoutMs: 420_000, echoStderr: true },
      );
      const session = await pupilSession(build.server.url);
      build.lessonId = session.lessonId;
      build.tokens = session.tokens;
    }
    // Alternating builds visit by visit, so a machine that slows down during the run slows each alike.
    for (let round = 0; round < VISITS; round++)
      for (const [p, page] of PAGES.entries())
        for (const [k, kind] of kinds.entries())
          for (const [b, build] of builds.entries()) {
            const url = `${build.server!.url}${page.path(build.lessonId!)}`;
            figures[p]![k]![b]!.push(await kind.visit(url, build, page.contentSelector));
          }
  } finally {
    for (const build of builds) await build.server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nTime until a pupil page's first content (ms from the navigation), slow 4G (${SLOW_4G.latency} ms per ` +
      `request, 1.6 Mbit/s), 1x CPU, ${VISITS} visits each\n`,
  );
  console.log('| page | visit | build | median | each visit |\n|---|---|---|---:|---|');
  for (const [p, page] of PAGES.entries())
    for (const [k, kind] of kinds.entries())
      for (const [b, build] of builds.entries()) {
        const times = figures[p]![k]![b]!;
        console.log(
          `| ${page.name} | ${kind.name} | ${build.name} | ${median(times).toFixed(0)} | ` +
            `${times.map((ms) => ms.toFixed(0)).join(', ')} |`,
        );
      }
  console.log(
    `\nload average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

await withWebBuilds(process.argv.slice(2), run);
