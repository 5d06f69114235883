import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { RECORD_SCHEMA_STACKS, recordedSchemaStacks } from '../first-load/zod-construction-hook.js';
import { COMPLETION_SCHEMA_BUDGET } from '../size-budget/pupil-routes.js';
import { scriptRequests, signIn } from './support.js';

// No service worker: it would answer navigations with its cached index.html, as it does for a pupil's later
// visits. This is a phone's first visit, which the server's HTML serves (apps/server/src/http/route-shells.ts).
test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 812 }, isMobile: true });

/** The demo lesson both tests open, as the signed-in pupil's API lists it. */
async function seededLesson(page: Page): Promise<{ id: number; title: string }> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const lessons = (await (
    await page.request.get('/api/lessons', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: number; title: string }[];
  return lessons.find((item) => item.title === 'Becurile și tuburile de neon')!;
}

const preloadedScripts = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);

test("a pupil's pages name their own code in their HTML, and only code the page loads anyway", async ({
  page,
  browser,
}) => {
  const signInHtml = await (await page.request.get('/autentificare')).text();
  expect(preloadedScripts(signInHtml).some((href) => /^\/assets\/auth-pages-[\w-]{8}\.js$/.test(href))).toBe(
    true,
  );
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  const lesson = await seededLesson(page);
  const lessonPath = `/completare-lectie/id/${lesson.id}`;

  // The page opens with its code named in the HTML, and its first calls started there.
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) {
      const url = new URL(request.url());
      apiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  const cspViolations: string[] = [];
  // A violation the page's code catches (zod's `new Function` probe) reaches the console only this way.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.sourceFile}`),
    ),
  );
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  const response = await page.goto(lessonPath);
  const named = preloadedScripts(await response!.text());
  // The completion's code is one chunk (first-load/pupil-chunk-groups.ts).
  expect(named.some((href) => /^\/assets\/completion-[\w-]{8}\.js$/.test(href))).toBe(true);
  await expect(page.getByRole('heading', { name: lesson.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Incepe lecția' })).toBeVisible();
  // The app took every answer the HTML's calls got, and asked for none of them again.
  expect(
    await page.evaluate(() => Object.keys((window as { __ecoEarlyCalls?: object }).__ecoEarlyCalls!)),
  ).toEqual([]);
  for (const call of ['/api/users/profile', `/api/lessons/${lesson.id}`, `/api/answers/lessons/${lesson.id}`])
    expect(
      apiCalls.filter((made) => made === `GET ${call}`),
      call,
    ).toHaveLength(1);
  // The pupil's home, opened by its address: the profile, the homework and the pupil's progress, the same way.
  apiCalls.length = 0;
  await page.goto('/teme-de-casa');
  await expect(page.getByRole('heading', { name: 'Teme de casă', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Progresul tău' })).toBeVisible();
  // The homework has arrived: the list's spinner is gone.
  await expect(page.locator('.lesson-list__loading')).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys((window as { __ecoEarlyCalls?: object }).__ecoEarlyCalls!)),
  ).toEqual([]);
  for (const call of ['/api/users/profile', '/api/lessons?type=HOMEWORK', '/api/dashboards/my-progress'])
    expect(
      apiCalls.filter((made) => made === `GET ${call}`),
      call,
    ).toHaveLength(1);
  expect(cspViolations).toEqual([]);

  // The same page opened from the plain index.html, in a browser with nothing cached: what it loads by itself.
  const plainHtml = await (await page.request.get('/')).text();
  expect(preloadedScripts(plainHtml).some((href) => href.includes('completion-page'))).toBe(false);
  const context = await browser.newContext({
    serviceWorkers: 'block',
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await context.newPage();
    await plain.route(`**${lessonPath}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: plainHtml }),
    );
    const loaded = scriptRequests(plain);
    await plain.goto(lessonPath);
    await expect(plain.getByRole('button', { name: 'Incepe lecția' })).toBeVisible();
    const loadedPaths = loaded.map((url) => new URL(url).pathname);
    for (const href of named) expect(loadedPaths, href).toContain(href);
  } finally {
    await context.close();
  }
  // A preview (staff and teachers) is not a pupil's page: the plain index.html.
  const preview = await page.request.get(`${lessonPath}/preview`);
  expect(await preview.text()).toBe(plainHtml);
});

test("the completion page builds only the schemas a pupil's page needs, within its budget", async ({
  page,
}) => {
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  const lesson = await seededLesson(page);
  await page.addInitScript(RECORD_SCHEMA_STACKS);
  await page.goto(`/completare-lectie/id/${lesson.id}`);
  await expect(page.getByRole('button', { name: 'Incepe lecția' })).toBeVisible();
  const built = (await page.evaluate(recordedSchemaStacks)).length;
  // Counted at all (the hook works), and no more than the pupil's own schemas.
  expect(built).toBeGreaterThan(100);
  expect(built).toBeLessThanOrEqual(COMPLETION_SCHEMA_BUDGET);
});

test("the loading screen paints from index.html alone, before the app's stylesheet or scripts arrive", async ({
  page,
}) => {
  // Neither the stylesheet nor a script ever arrives: what shows is the HTML and its inlined rules.
  await page.route(/\/assets\//, () => undefined);
  // Not even DOMContentLoaded comes: the app's module scripts wait for the stylesheet.
  await page.goto('/completare-lectie/id/1', { waitUntil: 'commit' });
  const splash = page.getByRole('status');
  await expect(splash).toContainText('Școala Ecoterrienilor');
  await expect(splash).toContainText('Se încarcă…');
  // The programme's calm background and green title, centred: the critical CSS, not the browser's defaults.
  await expect(splash).toHaveCSS('background-color', 'rgb(245, 247, 245)');
  await expect(splash).toHaveCSS('display', 'flex');
  await expect(page.getByText('Școala Ecoterrienilor')).toHaveCSS('color', 'rgb(19, 74, 23)');
  expect(
    await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((l) => l.parentElement!.tagName)),
  ).toEqual(['BODY']);
});

test("the loading screen's spinner turns in steps: ten changes a second, not a frame of its own every refresh", async ({
  page,
}) => {
  // A continuously turning circle made the browser draw sixty frames a second while the page loaded, and
  // Lighthouse screenshot each of them (docs/decisions.md, "The spinner turns in steps").
  await page.route(/\/assets\//, () => undefined);
  await page.goto('/completare-lectie/id/1', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toContainText('Se încarcă…');
  const { changes, elapsedMs } = await page.evaluate(async () => {
    const circle = document.querySelector('#boot-splash .eco-spinner__circle')!;
    let last = getComputedStyle(circle).transform;
    let changes = 0;
    const start = performance.now();
    // Every frame the browser paints, for 120 frames or 3 s, whichever comes first.
    for (let frame = 0; frame < 120 && performance.now() - start < 3_000; frame++) {
      await new Promise(requestAnimationFrame);
      const now = getComputedStyle(circle).transform;
      if (now !== last) changes++;
      last = now;
    }
    return { changes, elapsedMs: performance.now() - start };
  });
  // It turns (a frozen circle would look like a hung page), but at most once per 100 ms step.
  expect(changes).toBeGreaterThanOrEqual(2);
  expect(changes).toBeLessThanOrEqual(Math.ceil(elapsedMs / 100) + 1);
});
