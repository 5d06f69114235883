import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { DEMO_PASSWORD, signIn } from './support.js';

// Issue 12: the app's service worker runs here (blocked in every other journey, see playwright.config.ts).
test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial' });

// The seeded homework (INFO, QUESTION, TEXT, IMAGE_UPLOAD, VIDEO_PREVIEW) is copied through a lesson package,
// so this journey has fresh homework of its own whatever the other journeys did with the original.
const SEEDED_HOMEWORK = 'Temă: deșeurile electrice din casa ta';
const SAVED_ON_PHONE = 'Răspuns salvat pe telefon. Se trimite când revine internetul.';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/authenticate', { data: { email, parola: DEMO_PASSWORD } });
  return ((await response.json()) as { token: string }).token;
}

/** A visible copy of the seeded homework with its own title and, when given, its own deadline. */
async function copyHomework(request: APIRequestContext, title: string, deadline?: number): Promise<number> {
  const headers = { Authorization: `Bearer ${await tokenOf(request, 'admin@demo.ro')}` };
  const lessons = (await (await request.get('/api/lessons', { headers })).json()) as {
    id: number;
    title: string;
  }[];
  const seeded = lessons.find((lesson) => lesson.title === SEEDED_HOMEWORK)!;
  const zip = unzipSync(
    new Uint8Array(await (await request.get(`/api/lessons/${seeded.id}/export`, { headers })).body()),
  );
  const pkg = JSON.parse(strFromU8(zip['lesson.json']!)) as {
    lesson: { title: string; deadline: number | null };
  };
  pkg.lesson.title = title;
  if (deadline !== undefined) pkg.lesson.deadline = deadline;
  zip['lesson.json'] = strToU8(JSON.stringify(pkg));
  const imported = await request.post('/api/lessons/import', {
    headers,
    multipart: { file: { name: 'tema.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(zip)) } },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const { id } = (await imported.json()) as { id: number };
  const shown = await request.patch(`/api/lessons/${id}/hide`, { headers, data: { id, isHidden: false } });
  expect(shown.status(), await shown.text()).toBe(200);
  return id;
}

async function pupilApi(page: Page, path: string) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  return (await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } })).json();
}
const points = async (page: Page) =>
  Number(((await pupilApi(page, '/api/users/profile')) as { points: number }).points);
const attemptOf = (page: Page, id: number) =>
  pupilApi(page, `/api/answers/lessons/${id}`) as Promise<{
    attempt: { state: string; punctajFinal: number } | null;
    answers: { slideId: string }[];
  }>;

/** Signs in and makes sure the service worker controls the page, as on a pupil's second visit. */
async function signInWithServiceWorker(page: Page) {
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Loaded again through the worker, so the signed-in shell's calls are in its cache too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Teme de casă', level: 1 })).toBeVisible();
}

async function submit(page: Page, name: 'Trimite răspuns' | 'Finalizează' = 'Trimite răspuns') {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeEnabled();
  await button.click();
}
const at = (page: Page, position: number) =>
  expect(page.getByText(`${position} / 5 slide-uri`)).toBeVisible();

/** How many answers the service worker's cached copy of the attempt holds (0 when nothing is cached). */
function cachedAnswerCount(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    for (const name of await caches.keys()) {
      const hit = await (await caches.open(name)).match(url);
      if (hit) return (((await hit.json()) as { answers?: unknown[] }).answers ?? []).length;
    }
    return 0;
  }, path);
}

/** The outbox as IndexedDB holds it (idb-keyval's database of the app). */
function readOutbox(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('eco-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}
function writeOutbox(page: Page, entries: unknown[]): Promise<void> {
  return page.evaluate(
    (items) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('eco-outbox');
        open.onsuccess = () => {
          const tx = open.result.transaction('entries', 'readwrite');
          for (const item of items as { id: string }[]) tx.objectStore('entries').put(item, item.id);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    entries,
  );
}

test('a pupil answers offline, reloads offline, and every answer is stored once when the network returns', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const title = `Temă offline ${Date.now()}`;
  const id = await copyHomework(page.request, title);
  await signInWithServiceWorker(page);
  const pointsBefore = await points(page);
  const stored: string[] = [];
  // What each submission sent, by its Idempotency-Key (the outbox puts the uploaded photo's URL in its answer).
  const sentAnswers = new Map<string, unknown>();
  // Either tab may send the outbox when the network returns (one at a time, Web Locks): listen on both.
  context.on('request', (request) => {
    const key = request.headers()['idempotency-key'];
    if (request.method() === 'POST' && key)
      sentAnswers.set(key, (request.postDataJSON() as { answer: unknown }).answer);
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/answers'))
      stored.push(`${response.status()} ${response.headers()['idempotent-replayed'] ?? 'first'}`);
  });

  // Online: the first two slides. The page is the worker's cached index.html: its early calls ran (the CSP it
  // was cached with allows them), and the app took each answer.
  await page.goto(`/completare-tema-pentru-acasa/id/${id}`);
  await expect(page.getByRole('button', { name: 'Incepe lecția' })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys((window as { __ecoEarlyCalls?: object }).__ecoEarlyCalls!)),
  ).toEqual([]);
  await page.getByRole('button', { name: 'Incepe lecția' }).click();
  await at(page, 1);
  await expect(page.getByText(/tuburile de neon se duc/)).toBeVisible();
  await submit(page);
  await at(page, 2);
  await page.getByRole('checkbox').first().check();
  await submit(page);
  await at(page, 3);
  await expect.poll(async () => (await attemptOf(page, id)).answers.length).toBe(2);
  // After an answer the page fetches the attempt again through the worker, which keeps it for offline use.
  // The Wi-Fi drops once the worker's cache holds both answers: a response seen by the page is not yet in
  // the cache (a full-suite run went offline in between and the reload showed the older attempt).
  await expect.poll(() => cachedAnswerCount(page, `/api/answers/lessons/${id}`)).toBe(2);

  // Wi-Fi drops: the text and the photo are kept on the phone.
  await context.setOffline(true);
  await page.getByLabel('Răspunsul tău').fill('Am găsit un fier de călcat vechi și o lanternă.');
  await submit(page);
  await expect(page.getByText(SAVED_ON_PHONE).first()).toBeVisible();
  await at(page, 4);
  await page
    .getByLabel('Fotografiile tale')
    .setInputFiles({ name: 'aparate.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Șterge imaginea 1' })).toBeVisible();
  await submit(page);
  await at(page, 5);
  // A draft: chosen, not yet sent.
  await page.getByLabel('Am urmărit videoclipul').check();
  await page.waitForTimeout(500);

  // A reload without network: the app, the lesson, the outbox and the draft are all on the phone.
  await page.reload();
  await expect(page.getByText('2 răspunsuri salvate pe telefon așteaptă să fie trimise.')).toBeVisible();
  await expect(page.getByText('Ai completat 4 din 5 intrebari')).toBeVisible();
  await page.getByRole('button', { name: 'Continua lecția' }).click();
  await at(page, 5);
  await expect(page.getByLabel('Am urmărit videoclipul')).toBeChecked();
  await submit(page, 'Finalizează');
  await expect(page.getByRole('heading', { name: 'Felicitări' })).toBeVisible();
  await expect(page.getByText('3 răspunsuri salvate pe telefon așteaptă să fie trimise.')).toBeVisible();
  expect((await readOutbox(page)).length).toBe(3);
  const outboxSnapshot = await readOutbox(page);

  // A second tab of the same pupil, still offline too.
  const secondTab = await context.newPage();
  await secondTab.goto('/teme-de-casa');
  await expect(secondTab.getByText('3 răspunsuri salvate pe telefon așteaptă să fie trimise.')).toBeVisible();

  // The network returns: the outbox goes out in order, once; the card then shows the points.
  await context.setOffline(false);
  await expect(page.getByText(/salvate? pe telefon așteaptă/)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(/^Ai obținut/)).toBeVisible({ timeout: 15_000 });
  const attempt = await attemptOf(page, id);
  expect(attempt.attempt?.state).toBe('COMPLETED');
  expect(attempt.answers).toHaveLength(5);
  const earned = attempt.attempt!.punctajFinal;
  expect(await points(page)).toBe(pointsBefore + earned);
  expect(await readOutbox(page)).toEqual([]);

  // The same outbox replayed from the second tab: the server answers with the first responses, stores nothing.
  const replayed = (outboxSnapshot as { id: string; answer: unknown }[]).map((entry) => ({
    ...entry,
    answer: sentAnswers.get(entry.id),
  }));
  expect(replayed.every((entry) => entry.answer !== undefined)).toBe(true);
  await writeOutbox(secondTab, replayed);
  await secondTab.reload();
  await expect.poll(() => readOutbox(secondTab), { timeout: 30_000 }).toEqual([]);
  expect((await attemptOf(page, id)).answers).toHaveLength(5);
  expect(await points(page)).toBe(pointsBefore + earned);
  await expect(
    secondTab.getByRole('heading', { name: 'Răspunsuri care nu au putut fi salvate' }),
  ).toHaveCount(0);
  await secondTab.close();
  expect(stored.filter((line) => line.startsWith('200'))).toHaveLength(stored.length);
});

test('an answer whose deadline passed while the phone was offline shows its conflict until dismissed', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const title = `Temă cu termen scurt ${Date.now()}`;
  const deadline = Date.now() + 40_000;
  const id = await copyHomework(page.request, title, deadline);
  await signInWithServiceWorker(page);
  await page.goto(`/completare-tema-pentru-acasa/id/${id}`);
  await page.getByRole('button', { name: 'Incepe lecția' }).click();
  await at(page, 1);
  await expect(page.getByText(/tuburile de neon se duc/)).toBeVisible();

  await context.setOffline(true);
  await submit(page);
  await expect(page.getByText(SAVED_ON_PHONE).first()).toBeVisible();
  await at(page, 2);

  // The deadline passes before the connection returns.
  await expect
    .poll(() => Date.now(), { timeout: 60_000, intervals: [1_000] })
    .toBeGreaterThan(deadline + 1_000);
  await context.setOffline(false);
  const conflicts = page.getByRole('heading', { name: 'Răspunsuri care nu au putut fi salvate' });
  await expect(conflicts).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`${title}, slide 1 din 5`)).toBeVisible();
  await expect(
    page.getByText('Termenul limită al acestei activități a expirat. Răspunsul nu mai poate fi trimis.'),
  ).toBeVisible();
  // It stays on other pages too, until the pupil dismisses it.
  await page.goto('/teme-de-casa');
  await expect(conflicts).toBeVisible();
  await page.getByRole('button', { name: `Am înțeles: ${title}, slide 1 din 5` }).click();
  await expect(conflicts).toHaveCount(0);
  expect((await attemptOf(page, id)).answers).toHaveLength(0);
});

test('the app is installable: a Romanian manifest in the programme’s green, and Chromium finds nothing missing', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A browser profile of its own: Playwright's usual contexts are incognito, where Chromium never offers to
  // install an app ('in-incognito'), whatever the app does.
  const profile = mkdtempSync(path.join(tmpdir(), 'eco-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInWithServiceWorker(page);
    // What Chromium itself checks before it offers to install (manifest, icons, a controlling worker).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
    expect(url).toMatch(/manifest\.webmanifest$/);
    expect(JSON.parse(data)).toMatchObject({
      name: 'Școala Ecoterrienilor',
      lang: 'ro',
      display: 'standalone',
      theme_color: '#2e7d32',
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
