import type { Page, Protocol } from 'puppeteer-core';
import { SAMPLING_INTERVAL_US } from './start-up-attribution.js';
import { asPhone, withSignedInPage } from './signed-in-chromium.js';
import { blockingOfTrace, tracedEvents, type TraceBlocking } from './start-up-trace.js';
import {
  RECORD_SCHEMA_STACKS,
  recordedSchemaStacks,
  type SchemaStacks,
} from '../../web/first-load/zod-construction-hook.js';

/** The completion route's intro screen is up when its start button shows. */
const START_BUTTON = 'Incepe lecția';

/** What a throttled load blocked: Lighthouse's blocking time, but from the browser's own long tasks. */
export interface BlockingFigures {
  fcpMs: number;
  /** Sum of each long task's part over 50 ms, from the first contentful paint until the intro screen shows. */
  blockingMs: number;
  /** The long tasks (>= 50 ms) after the first contentful paint, in order. */
  tasksMs: number[];
}

async function untilIntroScreen(page: Page): Promise<void> {
  await page.waitForFunction(
    (label) => [...document.querySelectorAll('button')].some((button) => button.textContent?.includes(label)),
    { timeout: 60_000 },
    START_BUTTON,
  );
}

/** One fresh load of `url` at a phone's viewport, Chromium's CPU profiler sampling until the intro screen. */
export function profiledLoad(
  url: string,
  tokens: Record<string, string>,
): Promise<Protocol.Profiler.Profile> {
  return withSignedInPage(url, tokens, async (page) => {
    await asPhone(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await untilIntroScreen(page);
    return (await cdp.send('Profiler.stop')).profile;
  });
}

/**
 * One fresh load with the CPU slowed `rate` times by DevTools' throttling (no profiler), its long tasks from
 * the page's own `longtask` entries: the blocking time a phone that much slower would see, measured rather
 * than simulated as Lighthouse does.
 */
export function throttledLoad(
  url: string,
  tokens: Record<string, string>,
  rate: number,
): Promise<BlockingFigures> {
  return withSignedInPage(url, tokens, async (page) => {
    await asPhone(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluateOnNewDocument(() => {
      const seen: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof seen }).__longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await untilIntroScreen(page);
    return page.evaluate(() => {
      const fcpMs = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const seen = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
      const tasksMs = seen.filter((task) => task.start >= fcpMs).map((task) => task.duration);
      const blockingMs = tasksMs.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);
      return { fcpMs, blockingMs, tasksMs };
    });
  });
}

/** After the intro screen, the trace goes on this long: the first responses' re-renders come after it. */
const AFTER_INTRO_MS = 2_500;

/**
 * Page script: the moment the intro screen's start button enters the page (a string, as tsx would wrap a
 * function's inner functions in a helper the page does not have).
 */
const RECORD_INTRO_SHOWN = `(() => {
  const label = ${JSON.stringify(START_BUTTON)};
  new MutationObserver((_, observer) => {
    if (![...document.querySelectorAll('button')].some((button) => button.textContent.includes(label))) return;
    window.__introShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** A traced load's blocking time, and when its intro screen was in the page (ms from the navigation). */
export interface TracedLoadFigures extends TraceBlocking {
  introShownMs: number;
}

/**
 * One fresh load, unthrottled and traced until a while after the intro screen: the blocking time Lighthouse
 * would simulate at `slowdown`, from the main thread's wall time and from its CPU time (start-up-trace.ts),
 * and the time until the intro screen, which splitting the start-up into more tasks must not delay.
 */
export function tracedLoad(
  url: string,
  tokens: Record<string, string>,
  slowdown: number,
): Promise<TracedLoadFigures> {
  return withSignedInPage(url, tokens, async (page) => {
    await asPhone(page);
    await page.evaluateOnNewDocument(RECORD_INTRO_SHOWN);
    const events = await tracedEvents(page, async () => {
      await page.goto(url);
      await untilIntroScreen(page);
      await new Promise((resolve) => setTimeout(resolve, AFTER_INTRO_MS));
    });
    const introShownMs = await page.evaluate(
      () => (window as unknown as { __introShownAt: number }).__introShownAt,
    );
    return { ...blockingOfTrace(events, new URL(url).origin, slowdown), introShownMs };
  });
}

/**
 * One fresh load (no throttling, no profiler) that records every zod schema the page builds until the intro
 * screen: a count that does not depend on the machine, where time does.
 */
export function schemaStacksOfLoad(url: string, tokens: Record<string, string>): Promise<SchemaStacks> {
  return withSignedInPage(url, tokens, async (page) => {
    await asPhone(page);
    await page.evaluateOnNewDocument(RECORD_SCHEMA_STACKS);
    await page.goto(url);
    await untilIntroScreen(page);
    return page.evaluate(recordedSchemaStacks);
  });
}
