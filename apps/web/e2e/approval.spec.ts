import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, signIn } from './support.js';

// Seeded by apps/server/src/seed/lessons.seed.ts: elev@demo.ro has answered 2 of the 5 homework slides and
// waits for approval of the practical activity (5 answers).
const HOMEWORK = 'Temă: deșeurile electrice din casa ta';
const PRACTICAL = 'Activitate practică: cutia pentru baterii';
const REASON = 'Fotografia nu arată aparatele găsite. Mai încearcă o dată.';
const REPORT = '/raportare/raspunsuri-quizuri';

// A real 1x1 PNG: the server checks uploads by their content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** The id of a lesson by its title, read with the signed-in user's token (the app's own storage key). */
async function lessonIdByTitle(page: Page, title: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.get('/api/lessons', { headers: { Authorization: `Bearer ${token}` } });
  const lessons = (await response.json()) as { id: number; title: string }[];
  const lesson = lessons.find((item) => item.title === title);
  if (!lesson) throw new Error(`no lesson "${title}"`);
  return lesson.id;
}

/** The signed-in user's points as the sidebar shows them (GET /api/users/profile). */
async function profilePoints(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.get('/api/users/profile', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return Number(((await response.json()) as { points: number | null }).points ?? 0);
}

let pupilPointsBeforeApproval = 0;

/** Answers the homework's slides from the current one to the end, as a pupil on a phone would. */
async function answerHomeworkFrom(page: Page, firstSlide: number) {
  const submit = async (name: 'Trimite răspuns' | 'Finalizează') => {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeEnabled();
    await button.click();
  };
  if (firstSlide <= 1) {
    await expect(page.getByText('1 / 5 slide-uri')).toBeVisible();
    // The INFO slide counts as seen once its view has rendered.
    await expect(page.getByText(/tuburile de neon se duc/)).toBeVisible();
    await submit('Trimite răspuns');
  }
  if (firstSlide <= 2) {
    await expect(page.getByText('2 / 5 slide-uri')).toBeVisible();
    await page.getByRole('checkbox').first().check();
    await submit('Trimite răspuns');
  }
  await expect(page.getByText('3 / 5 slide-uri')).toBeVisible();
  await page.getByLabel('Răspunsul tău').fill('Am găsit un fier de călcat vechi și o lanternă.');
  await submit('Trimite răspuns');
  await expect(page.getByText('4 / 5 slide-uri')).toBeVisible();
  await page
    .getByLabel('Fotografiile tale')
    .setInputFiles({ name: 'aparate.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Șterge imaginea 1' })).toBeVisible();
  await submit('Trimite răspuns');
  await expect(page.getByText('5 / 5 slide-uri')).toBeVisible();
  await page.getByLabel('Am urmărit videoclipul').check();
  await submit('Finalizează');
  await expect(page.getByRole('heading', { name: 'Felicitări' })).toBeVisible();
}

test('elev@demo.ro resumes the seeded homework on a phone and finishes it', async ({ page }) => {
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  const id = await lessonIdByTitle(page, HOMEWORK);
  await page.goto(`/completare-tema-pentru-acasa/id/${id}`);
  await expect(page.getByText('Ai completat 2 din 5 intrebari')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continua lecția' }).click();
  await answerHomeworkFrom(page, 3);
  await expect(page.getByText(/^Ai obținut/)).toBeVisible();
  await expect(page.getByText('Lecție completată cu succes!')).toBeVisible();
  pupilPointsBeforeApproval = await profilePoints(page);
});

test('profesor@demo.ro sees N/A on practical activities and rejects the homework with a reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'profesor@demo.ro', '/activitati-practice');
  await page.goto(REPORT);
  await expect(page.getByRole('heading', { level: 1, name: 'Istoric Activitati' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Istoric Activitati' });

  await page.getByLabel('Filtru: Activitate').fill(PRACTICAL);
  await expect(table.getByRole('row').filter({ hasText: PRACTICAL })).toHaveCount(5);
  await expect(table.getByRole('row').filter({ hasText: PRACTICAL }).first()).toContainText('N/A');
  await expect(table.getByRole('button', { name: 'Aprobă' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);

  await page.getByLabel('Filtru: Activitate').fill(HOMEWORK);
  const homeworkRows = table.getByRole('row').filter({ hasText: HOMEWORK });
  await expect(homeworkRows).toHaveCount(5);
  await expectNoAxeViolations(page);
  await homeworkRows.first().getByRole('button', { name: 'Respinge' }).click();

  const dialog = page.getByRole('dialog', { name: 'Respinge răspunsul' });
  const confirm = dialog.getByRole('button', { name: 'Respinge' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Motivul respingerii/).fill('   ');
  await dialog.getByLabel(/Motivul respingerii/).blur();
  await expect(dialog.getByText('Motivul respingerii este obligatoriu')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/Motivul respingerii/).fill(REASON);
  await confirm.click();
  await expect(page.getByText('Răspunsul a fost respins')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(homeworkRows.filter({ hasText: 'Respins' })).toHaveCount(5);
  await expect(homeworkRows.first()).toContainText(REASON);
});

test('programator@demo.ro approves the practical activity and the points reach the pupil', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'programator@demo.ro', '/rapoarte/final-editie');
  await page.goto(REPORT);
  const table = page.getByRole('table', { name: 'Istoric Activitati' });
  await page.getByLabel('Filtru: Activitate').fill(PRACTICAL);
  const rows = table.getByRole('row').filter({ hasText: PRACTICAL });
  await expect(rows).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();

  // Open one answer: the plugin shows it read-only.
  await rows.first().getByRole('button', { name: 'Vezi răspunsul' }).click();
  const view = page.getByRole('dialog', { name: 'Răspunsul elevului' });
  await expect(view).toContainText('Andrei Elev');
  await expectNoAxeViolations(page);
  await view.getByRole('button', { name: 'Închide' }).first().click();

  for (let approved = 0; approved < 5; approved += 1) {
    await rows.getByRole('button', { name: 'Aprobă' }).first().click();
    await expect(rows.filter({ hasText: 'Acceptat' })).toHaveCount(approved + 1);
  }
  await expect(page.getByText('Răspunsul a fost aprobat').first()).toBeVisible();
  await expect(rows.getByRole('button', { name: 'Aprobă' })).toHaveCount(0);
});

test('elev@demo.ro retries the rejected homework as a new attempt', async ({ page }) => {
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  const id = await lessonIdByTitle(page, HOMEWORK);
  await page.goto(`/completare-tema-pentru-acasa/id/${id}`);
  expect(await profilePoints(page)).toBeGreaterThan(pupilPointsBeforeApproval);
  await expect(page.getByText(REASON)).toBeVisible();
  await expect(page.getByText('Ai completat', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Incepe lecția' }).click();
  await answerHomeworkFrom(page, 1);
  await expectNoAxeViolations(page);
});
