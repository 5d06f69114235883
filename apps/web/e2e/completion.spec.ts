import { expect, test, type Page, type Request } from './fixtures.js';
import { MARKDOWN_RENDERER_CHUNK, expectNoAxeViolations, scriptRequests, signIn } from './support.js';

// Seeded by apps/server/src/seed/lessons.seed.ts: elev@demo.ro has no attempt at the 4-slide lesson below and a
// COMPLETED attempt at 'Bateriile uzate și mediul' (practice mode); the monthly challenge uses all five plugins.
const FRESH_LESSON = 'Becurile și tuburile de neon';
const COMPLETED_LESSON = 'Bateriile uzate și mediul';
const ALL_PLUGINS = 'Provocarea lunii: colectăm becurile vechi';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial' });

function authHeader(page: Page) {
  return page
    .evaluate(() => localStorage.getItem('authToken'))
    .then((token) => ({ Authorization: `Bearer ${token}` }));
}

async function lessonIdByTitle(page: Page, title: string): Promise<number> {
  const response = await page.request.get('/api/lessons', { headers: await authHeader(page) });
  const lesson = ((await response.json()) as { id: number; title: string }[]).find(
    (item) => item.title === title,
  );
  if (!lesson) throw new Error(`no lesson "${title}"`);
  return lesson.id;
}

async function submit(page: Page, name: 'Trimite răspuns' | 'Finalizează' = 'Trimite răspuns') {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeEnabled();
  await button.click();
}

async function at(page: Page, position: number, total: number) {
  await expect(page.getByText(`${position} / ${total} slide-uri`)).toBeVisible();
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('elev@demo.ro starts a lesson, leaves in the middle, resumes from the banner and sees the points', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await signIn(page, 'elev@demo.ro', '/teme-de-casa');
    const id = await lessonIdByTitle(page, FRESH_LESSON);
    await page.goto(`/completare-lectie/id/${id}`);
    await expect(page.getByRole('heading', { name: FRESH_LESSON })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Incepe lecția' }).click();

    await at(page, 1, 4);
    await expect(page.getByText(/tuburile de neon se duc/)).toBeVisible();
    await expectNoAxeViolations(page);
    await submit(page);
    await at(page, 2, 4);
    await page.getByLabel('Am urmărit videoclipul').check();
    await submit(page);
    await at(page, 3, 4);
    // Slides 1 and 2 (INFO, VIDEO_PREVIEW) show markdown the server rendered: no markdown code downloaded.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => MARKDOWN_RENDERER_CHUNK.test(url))).toEqual([]);

    // Leave in the middle, come back later.
    await page.goto('/teme-de-casa');
    await page.goto(`/completare-lectie/id/${id}`);
    await expect(page.getByText('Ai completat 2 din 4 intrebari')).toBeVisible();
    await page.getByRole('button', { name: 'Continua lecția' }).click();
    await at(page, 3, 4);
    await page.getByRole('radio').first().check();
    await submit(page);
    await at(page, 4, 4);
    await page.getByRole('radio').nth(1).check();
    await submit(page, 'Finalizează');

    await expect(page.getByRole('heading', { name: 'Felicitări' })).toBeVisible();
    await expect(page.getByText(/^Ai obținut \d/)).toBeVisible();
    await expect(page.getByText(/^Data completării:/)).toBeVisible();
    await expect(page.getByText('Lecție completată cu succes!')).toBeVisible();
    await expectNoAxeViolations(page);

    const mine = await page.request.get(`/api/answers/lessons/${id}`, { headers: await authHeader(page) });
    expect(((await mine.json()) as { attempt: { state: string } }).attempt.state).toBe('COMPLETED');
  });

  test('practice mode of a completed lesson saves nothing', async ({ page }) => {
    await signIn(page, 'elev@demo.ro', '/teme-de-casa');
    const id = await lessonIdByTitle(page, COMPLETED_LESSON);
    const before = await (
      await page.request.get(`/api/answers/lessons/${id}`, { headers: await authHeader(page) })
    ).json();
    const submitted: Promise<unknown>[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/api/answers'))
        submitted.push(response.json());
    });

    await page.goto(`/completare-lectie/id/${id}`);
    await expect(page.getByText('Mod exersare')).toBeVisible();
    await page.getByRole('button', { name: 'Incepe lecția' }).click();
    await at(page, 1, 6);
    await expect(page.locator('.slide-frame article')).toBeVisible();
    await submit(page);
    await at(page, 2, 6);
    // A lesson allows skipping: straight to the last question.
    for (let position = 3; position <= 6; position += 1) {
      await page.getByRole('button', { name: 'Omite', exact: true }).click();
      await at(page, position, 6);
    }
    await page.getByRole('checkbox').first().check();
    await submit(page, 'Finalizează');

    await expect(page.getByRole('heading', { name: 'Felicitări' })).toBeVisible();
    await expect(page.getByText('În modul exersare nu se acordă puncte.')).toBeVisible();
    await expect(page.getByText('Ai terminat exersarea. Răspunsurile nu au fost salvate.')).toBeVisible();
    await expect(page.getByText(/^Ai obținut/)).toHaveCount(0);

    expect(submitted).toHaveLength(2);
    for (const body of await Promise.all(submitted))
      expect(body).toMatchObject({ punctajFinal: null, isLessonCompletedNow: null });
    const after = await (
      await page.request.get(`/api/answers/lessons/${id}`, { headers: await authHeader(page) })
    ).json();
    expect(after).toEqual(before);
  });
});

test('a preview of a lesson with all five plugins makes no API call while it runs', async ({ page }) => {
  await signIn(page, 'programator@demo.ro', '/rapoarte/final-editie');
  const id = await lessonIdByTitle(page, ALL_PLUGINS);
  const apiCalls: Request[] = [];
  // Images and media the slides display are content, not calls of the engine.
  page.on('request', (request) => {
    if (request.url().includes('/api/') && !['image', 'media'].includes(request.resourceType()))
      apiCalls.push(request);
  });

  await page.goto(`/completare-provocare/id/${id}/preview`);
  await expect(page.getByText('Mod previzualizare - răspunsurile nu vor fi salvate')).toBeVisible();
  await expect(page.getByRole('heading', { name: ALL_PLUGINS })).toBeVisible();
  const loadCalls = apiCalls.map((request) => new URL(request.url()).pathname);
  expect(loadCalls.filter((path) => path.startsWith('/api/answers'))).toEqual([]);
  expect(loadCalls.filter((path) => path.startsWith('/api/lessons'))).toEqual([`/api/lessons/${id}`]);
  apiCalls.length = 0;
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Incepe lecția' }).click();
  await at(page, 1, 6);
  await expect(page.locator('.slide-frame article')).toBeVisible();
  await submit(page);
  await at(page, 2, 6);
  await page.getByLabel('Am urmărit videoclipul').check();
  await submit(page);
  await at(page, 3, 6);
  await page.getByRole('radio').first().check();
  await submit(page);
  await at(page, 4, 6);
  await page.getByLabel('Răspunsul tău').fill('Am găsit acasă un telefon vechi și două baterii uzate.');
  await submit(page);
  await at(page, 5, 6);
  // This slide asks for 2 to 4 photos; in preview they stay in the browser (object URLs).
  for (const photo of [1, 2]) {
    await page
      .getByLabel('Fotografiile tale')
      .setInputFiles({ name: `cutie-${photo}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: `Șterge imaginea ${photo}` })).toBeVisible();
  }
  await submit(page);
  await at(page, 6, 6);
  await page.getByRole('button', { name: 'Înapoi', exact: true }).click();
  await at(page, 5, 6);
  await page.getByRole('button', { name: 'Omite', exact: true }).click();
  await at(page, 6, 6);
  await page.getByRole('radio').first().check();
  await submit(page, 'Finalizează');
  await expect(page.getByRole('heading', { name: 'Felicitări' })).toBeVisible();
  await expect(page.getByText('În modul previzualizare nu se acordă puncte.')).toBeVisible();

  expect(apiCalls.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
});
