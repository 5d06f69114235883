import { withSignedInPage } from './signed-in-chromium.js';

export interface LargePageFigures {
  /** From choosing the page size until the first chunk's rows are in the table. */
  firstRowsMs: number;
  /** Each next chunk: from scrolling to the last row read until its rows are in the table. */
  nextChunkMs: number[];
}

/** The status line under a chunked page: '2.000 din 100.000 de rânduri încărcate'. */
const loadedText = (rows: number) => `${rows.toLocaleString('ro-RO')} din `;

/**
 * Issue 10, item 4: a staff report with the spec's large page sizes in Chromium. Opens `path` signed in,
 * picks `pageSize` rows per page, and times the first rows, then `chunks` more chunks read by scrolling the
 * table to its last row (what a person reading the list does). Bounded: every wait gives up after 60 s.
 */
export async function measureLargePage(
  baseUrl: string,
  storage: Record<string, string>,
  path: string,
  pageSize: number,
  chunks: number,
): Promise<LargePageFigures> {
  return withSignedInPage(baseUrl, storage, async (page) => {
    page.setDefaultTimeout(60_000);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.data-table__table tbody tr td');
    const statusIs = (text: string) =>
      page.waitForFunction(
        (prefix) => document.querySelector('.data-table__more-status')?.textContent?.startsWith(prefix),
        {},
        text,
      );
    let start = performance.now();
    await page.select('.data-table__page-size select', String(pageSize));
    await statusIs(loadedText(1_000));
    await page.waitForSelector('.data-table__table tbody tr td');
    const firstRowsMs = performance.now() - start;
    const nextChunkMs: number[] = [];
    for (let chunk = 2; chunk <= chunks + 1; chunk += 1) {
      start = performance.now();
      await page.$eval('.data-table__scroll', (table) => {
        table.scrollTop = table.scrollHeight;
      });
      await statusIs(loadedText(chunk * 1_000));
      nextChunkMs.push(performance.now() - start);
    }
    return { firstRowsMs, nextChunkMs };
  });
}
