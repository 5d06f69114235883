import type { Page, Protocol } from 'puppeteer-core';
import { SAMPLING_INTERVAL_US } from './start-up-attribution.js';
import { asPhone, withSignedInPage } from './signed-in-chromium.js';

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

/** Each zod schema object built during a load: the stack of the call that built it (script URL, line, column). */
export type SchemaStacks = { url: string; line: number; column: number }[][];

// The page's own script, as a string: a function from this file would carry tsx's helpers into the page.
// zod calls `globalThis.__zod_globalConfig.postProcessor` on every schema it finishes building; index.html
// assigns that config object (jitless), so the hook is added to whatever object is assigned.
const RECORD_SCHEMA_STACKS = String.raw`
  const stacks = [];
  window.__schemaStacks = stacks;
  let config;
  Error.stackTraceLimit = 40;
  const postProcessor = () => {
    stacks.push(new Error().stack.split('\n').slice(2).flatMap((line) => {
      const match = line.match(/(https?:\/\/[^\s)]+):(\d+):(\d+)\)?$/);
      return match ? [{ url: match[1], line: Number(match[2]), column: Number(match[3]) }] : [];
    }));
  };
  Object.defineProperty(globalThis, '__zod_globalConfig', {
    configurable: true,
    get: () => config,
    set: (value) => { config = value; config.postProcessor = postProcessor; },
  });
`;

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
    return page.evaluate(() => (window as unknown as { __schemaStacks: SchemaStacks }).__schemaStacks);
  });
}
