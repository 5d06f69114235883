import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { QUERY_RETRY_DELAY_MS } from '../apps/web/src/shared/api/query-retry.js';
import { SLIDE_HOST_MESSAGES } from '../apps/web/src/slides/slide-messages.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const baselineDir = path.join(here, 'visual-baselines');
const browserFile = path.join(baselineDir, 'chromium.json');
const staticDir = path.resolve(here, '..', process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');

/** The sizes a designer reviews: a pupil's phone and a staff desktop. */
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * Tolerances (docs/decisions.md, "Visual baseline"). Per pixel, `threshold` is pixelmatch's YIQ colour
 * distance (0-1) and anti-aliased pixels are not counted. Same Chromium as the baselines: a distance of 0.05
 * (a token moved by a few shades is caught) in at most 0.02 % of the screen. Another Chromium (Debian updates
 * it under us): text and edges render a little differently, so 0.1 in at most 0.2 % of the screen; a changed
 * token repaints whole buttons, badges or backgrounds, far above that.
 */
const SAME_BROWSER = { threshold: 0.05, maxDiffPixelRatio: 0.0002 };
const OTHER_BROWSER = { threshold: 0.1, maxDiffPixelRatio: 0.002 };

/** Dates in stories ('Termen: …', 'acum 3 zile') read this clock. */
const FROZEN_TIME = new Date('2026-11-02T09:00:00+02:00');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

function stories(): IndexEntry[] {
  const index = path.join(staticDir, 'index.json');
  if (!existsSync(index)) throw new Error(`${index} is missing: run npm run build-storybook first`);
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(entries).filter(
    (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
  );
}

function baselineBrowser(): string | undefined {
  return existsSync(browserFile)
    ? (JSON.parse(readFileSync(browserFile, 'utf8')) as { chromium: string }).chromium
    : undefined;
}

type Channel = {
  emit(event: string, payload: unknown): void;
  on(event: string, cb: (p: never) => void): void;
};
type VisualWindow = Window & {
  __STORYBOOK_PREVIEW__?: { channel: Channel };
  __visualFinished?: string[];
  __visualFetches?: { pending: number; settledAt: number };
};

/**
 * Counts the page's fetches in flight. Screens of the app load their data after the story has rendered
 * (RTK Query, answered by MSW), so the screenshot waits until the data has arrived and been drawn. A query
 * that got a 5xx or no answer is retried once after `retryDelayMs` (base-query.ts): such a fetch counts as
 * settled only then, or a 'load failed' story could be shot in the pause, showing its spinner.
 */
function countFetches(retryDelayMs: number): void {
  const state = { pending: 0, settledAt: 0 };
  (window as VisualWindow).__visualFetches = state;
  const fetchOriginal = window.fetch.bind(window);
  const settle = (laterMs: number) => {
    state.pending -= 1;
    state.settledAt = performance.now() + laterMs;
  };
  window.fetch = (...args: Parameters<typeof fetch>) => {
    state.pending += 1;
    return fetchOriginal(...args).then(
      (response) => {
        settle(response.status >= 500 ? retryDelayMs : 0);
        return response;
      },
      (error: unknown) => {
        settle(retryDelayMs);
        throw error;
      },
    );
  };
}

/**
 * No fetch in flight and no resource (a lazy slide plugin's chunk, an image) finished for 300 ms. A story
 * that keeps a request open on purpose (submitting...) is shot after 5 s.
 */
async function waitForData(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const fetches = (window as VisualWindow).__visualFetches!;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const lastResource = Math.max(0, ...resources.map((entry) => entry.responseEnd));
        return fetches.pending === 0 && performance.now() - Math.max(fetches.settledAt, lastResource) > 300;
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Shows a story and waits until Storybook has rendered it and run its play function. Each story opens in
 * a fresh document (nothing a previous story left on the page, such as a dialog's scroll lock, can move a
 * pixel); the second size re-mounts the story in the same document over Storybook's channel, which halves
 * the page loads.
 */
async function showStory(page: Page, storyId: string, remount: boolean): Promise<void> {
  if (!remount) {
    // The a11y addon's axe run (preview.ts) is left to the smoke test: `manual` skips it here, where only
    // pixels count, and the story finishes without it.
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`);
    await page.waitForFunction(() => {
      const preview = (window as VisualWindow).__STORYBOOK_PREVIEW__;
      if (!preview) return false;
      const w = window as VisualWindow;
      w.__visualFinished = [];
      preview.channel.on('storyFinished', ({ storyId: id }: { storyId: string }) =>
        w.__visualFinished!.push(id),
      );
      return true;
    });
    // The first render may have finished before the listener above: Storybook's own phase says so too.
    await page.waitForFunction(
      (id) =>
        (window as VisualWindow).__visualFinished!.includes(id) ||
        (window as VisualWindow & { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
      storyId,
    );
  } else {
    const before = await page.evaluate(() => (window as VisualWindow).__visualFinished!.length);
    await page.evaluate((id) => {
      (window as VisualWindow).__STORYBOOK_PREVIEW__!.channel.emit('forceRemount', { storyId: id });
    }, storyId);
    await page.waitForFunction(
      ({ id, count }) => {
        const finished = (window as VisualWindow).__visualFinished!;
        return finished.length > count && finished.at(-1) === id;
      },
      { id: storyId, count: before },
    );
  }
  await waitForData(page);
  // A slide's View is a lazy chunk behind Suspense: on a busy host it can render after the data went quiet, and
  // the slide host's spinner meanwhile is as stable as the View (a CI run took the pupil's slide on a phone so).
  // Bounded like the data: no story shows that spinner on purpose.
  await page
    .waitForFunction(
      (loading) =>
        ![...document.querySelectorAll('[role="status"]')].some((node) =>
          node.textContent?.includes(loading),
        ),
      SLIDE_HOST_MESSAGES.loading,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Images still loading (load or error ends them); a lazy image below the fold never starts: 3 s at most.
    const images = Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await Promise.race([images, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

const visualTest = test.extend<object, { storybookPage: Page }>({
  storybookPage: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.clock.setFixedTime(FROZEN_TIME);
      await page.addInitScript(countFetches, QUERY_RETRY_DELAY_MS);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

let warned = false;

for (const story of stories()) {
  visualTest(`${story.title} / ${story.name}`, async ({ storybookPage: page, browser }, testInfo) => {
    const running = browser.version();
    const recorded = baselineBrowser();
    const updating =
      testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
    if (updating) {
      mkdirSync(baselineDir, { recursive: true });
      writeFileSync(browserFile, `${JSON.stringify({ chromium: running }, null, 2)}\n`);
    } else if (recorded !== running && !warned) {
      warned = true;
      console.warn(
        `\n!!! The visual baselines were made with Chromium ${recorded ?? '(unknown)'}, this is ${running}.\n` +
          '!!! Compared with the wider tolerance for another browser; refresh them: npm run test:visual:update\n',
      );
    }
    const tolerance = recorded === running || updating ? SAME_BROWSER : OTHER_BROWSER;

    for (const [i, viewport] of VIEWPORTS.entries()) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // Rendered anew at each size: components that measure the window at mount see the right one.
      await showStory(page, story.id, i > 0);
      await expect
        .soft(page, `${story.id} at ${viewport.name}`)
        .toHaveScreenshot(`${story.id}--${viewport.name}.png`, {
          ...tolerance,
          animations: 'disabled',
          caret: 'hide',
          // A native <select>'s text lands on a different sub-pixel from run to run after its options load
          // (MSW pages); its box is painted over instead (docs/decisions.md, issue 18).
          mask: [page.locator('select')],
        });
    }
  });
}
