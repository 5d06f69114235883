import { Launcher, launch } from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../.storybook/chromium.js';

/**
 * Desktop Chromium's omnibox popup is a web page of its own (a "WebUI Top Renderer" process), which a fresh
 * profile loads at start-up: in a trace of one load of the completion route it used 1.7 s of CPU on its main
 * thread and 0.4 s on its workers, against 0.6 s for the page, on two cores, at the same moment. The page's
 * tasks then took 3-5 times their CPU time, and Lighthouse multiplies that wait by its slowdown. No phone
 * runs that popup; the benches turn it off. Chromium takes only the last `--disable-features`, so the list
 * keeps chrome-launcher's own features (Lighthouse's settings) too.
 */
const DESKTOP_UI_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];
const DISABLE_FEATURES = '--disable-features=';

export function benchChromiumFlags(): string[] {
  const launcherFeatures = Launcher.defaultFlags()
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  return [...CHROMIUM_ARGS, `${DISABLE_FEATURES}${[...launcherFeatures, ...DESKTOP_UI_FEATURES].join(',')}`];
}

/**
 * Runs `use` on a new page of a fresh Chromium profile (chrome-launcher's own, not incognito). The browser is
 * closed whatever happens. `chromePath`: another build of Chromium (Lighthouse's, lighthouse-browser.ts).
 */
export async function withChromiumPage<T>(
  use: (page: Page) => Promise<T>,
  chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH,
): Promise<T> {
  const chrome = await launch({
    chromePath,
    chromeFlags: benchChromiumFlags(),
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      return await use(await browser.newPage());
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/**
 * Runs `use` on a page of a fresh Chromium profile that is signed in: the tokens go into localStorage from a
 * same-origin JSON URL first, so no script of the app is cached before `use` opens `url`.
 */
export async function withSignedInPage<T>(
  url: string,
  storage: Record<string, string>,
  use: (page: Page) => Promise<T>,
  chromePath?: string,
): Promise<T> {
  return withChromiumPage(async (page) => {
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    return use(page);
  }, chromePath);
}

/** A phone's screen (375 x 667, touch, 2x pixels), as the pupil's benches load their pages. */
export async function asPhone(page: Page): Promise<void> {
  await page.setViewport({ width: 375, height: 667, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}
