import { withSignedInPage } from './signed-in-chromium.js';

export interface PwaFigures {
  /** Chromium's own reasons not to offer "Install app" (`Page.getInstallabilityErrors`); empty = installable. */
  installabilityErrors: string[];
  /** Whether the page, reloaded with the network off after one visit, showed the lesson's title. */
  loadsOffline: boolean;
  offlineNote: string;
}

/**
 * Issue 12's check in the bench, beside Lighthouse (whose version 12 dropped the PWA category): a pupil's
 * first visit of a lesson with the service worker taking control, Chromium's installability check, then a
 * reload with the network off, in a fresh non-incognito profile (withSignedInPage).
 */
export async function checkInstallableAndOffline(
  url: string,
  storage: Record<string, string>,
  expectedText: string,
): Promise<PwaFigures> {
  return withSignedInPage(url, storage, async (page) => {
    await page.goto(url, { waitUntil: 'load' });
    // The worker claims the page on its first install (clientsClaim), then caches what the page loads.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 60_000 });
    await page.reload({ waitUntil: 'networkidle0', timeout: 60_000 });
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    await page.setOfflineMode(true);
    let loadsOffline = false;
    let offlineNote: string;
    try {
      await page.reload({ waitUntil: 'load', timeout: 30_000 });
      await page.waitForFunction(
        (text) => document.body.innerText.includes(text),
        { timeout: 30_000 },
        expectedText,
      );
      loadsOffline = true;
      offlineNote = `"${expectedText}" shown with the network off`;
    } catch (error) {
      offlineNote = `not shown offline: ${(error as Error).message.split('\n')[0]}`;
    }
    return {
      installabilityErrors: installabilityErrors.map((error) => error.errorId),
      loadsOffline,
      offlineNote,
    };
  });
}
