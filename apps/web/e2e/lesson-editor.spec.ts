import { expect, test, type Page } from './fixtures.js';
import { MARKDOWN_RENDERER_CHUNK, expectNoAxeViolations, scriptRequests, signIn } from './support.js';

/** A 1x1 PNG for the lesson image upload (LESSON_IMAGES). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CONTENT = [
  { type: 'LESSON', list: '/lectii', edit: '/lectii/editare', deadlineHours: null },
  { type: 'HOMEWORK', list: '/teme-de-casa', edit: '/teme-de-casa/editare', deadlineHours: 48 },
  {
    type: 'PRACTICAL_ACTIVITY',
    list: '/activitati-practice',
    edit: '/activitati-practice/editare',
    deadlineHours: null,
  },
  { type: 'MONTHLY_CHALLENGE', list: '/provocari', edit: '/provocari/editare', deadlineHours: 72 },
  {
    type: 'DAILY_CHALLENGE',
    list: '/provocari-zilnice',
    edit: '/provocari-zilnice/editare',
    deadlineHours: 5,
  },
] as const;

/** `datetime-local` value in the browser's (= this machine's) time zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function slide(page: Page, n: number, name: string) {
  return page.getByRole('group', { name: `Slide ${n}: ${name}` });
}

/** Adds one slide of each of the five plugins and fills what each needs to be valid. */
async function addAllFiveSlides(page: Page) {
  const add = (name: string) => page.getByRole('button', { name: `Adaugă ${name}` }).click();

  await add('Întrebare');
  const question = slide(page, 1, 'Întrebare');
  await question.getByLabel('Întrebarea').fill('Unde ducem bateriile uzate?');
  await question.getByLabel('Varianta 1', { exact: true }).fill('La punctul de colectare');
  await question.getByLabel('Varianta 2', { exact: true }).fill('La gunoi');
  await question.getByRole('checkbox', { name: 'Răspuns corect', exact: true }).first().check();

  await add('Videoclip');
  await slide(page, 2, 'Videoclip')
    .getByLabel('Adresa videoclipului')
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await add('Informație');
  const info = slide(page, 3, 'Informație').getByRole('textbox', { name: 'Conținut' });
  await info.click();
  await page.keyboard.type('Bateriile conțin metale grele.');
  await add('Încărcare fotografii');
  const upload = slide(page, 4, 'Încărcare fotografii').getByRole('textbox', {
    name: 'Instrucțiuni pentru elev',
  });
  await upload.click();
  await page.keyboard.type('Fotografiază cutia de colectare a clasei.');
  await add('Răspuns liber');
  await slide(page, 5, 'Răspuns liber').getByLabel('Cerința').fill('Scrie ce ai învățat despre baterii.');
}

test.describe('lesson editor journey', () => {
  test.describe.configure({ timeout: 180_000 });

  async function buildAndSave(page: Page, content: (typeof CONTENT)[number], withImageAndAxe: boolean) {
    const title = `E2E ${content.type} ${Date.now()}`;
    await page.goto(content.list);
    await page.getByRole('link', { name: 'Adaugă' }).click();
    await expect(page).toHaveURL(new RegExp(`${content.edit}$`));

    const details = page.getByRole('group', { name: 'Detalii' });
    await details.getByRole('textbox', { name: 'Titlu', exact: true }).fill(title);
    await details.getByLabel('Descriere').fill('Conținut creat de testul end-to-end.');
    await details.getByLabel('Punctaj maxim').fill('25');
    if (content.deadlineHours !== null)
      await details
        .getByLabel('Termen limită')
        .fill(localInput(new Date(Date.now() + content.deadlineHours * 3_600_000)));
    if (withImageAndAxe) {
      await details
        .locator('input[type="file"]')
        .setInputFiles({ name: 'coperta.png', mimeType: 'image/png', buffer: PNG });
      await expect(details.getByRole('button', { name: 'Șterge imaginea 1' })).toBeVisible();
    }

    await addAllFiveSlides(page);
    await expect(page.getByText(/^5 \/ \d+ slide-uri$/)).toBeVisible();
    await expect(page.getByText('Nicio eroare')).toBeVisible();
    if (withImageAndAxe) await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Salvează' }).click();
    await expect(page).toHaveURL(new RegExp(`${content.edit}/\\d+$`));
    await expect(page.getByRole('group', { name: 'Slide 5: Răspuns liber' })).toBeVisible();
    await expect(page.getByText('Toate modificările sunt salvate')).toBeVisible();

    await page.goto(content.list);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    if (withImageAndAxe) await expectNoAxeViolations(page);
  }

  test('programator builds and saves a lesson, a homework and a practical activity with all five plugins', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await signIn(page, 'programator@demo.ro', '/rapoarte/final-editie');
    for (const content of CONTENT.filter((item) => !item.type.endsWith('CHALLENGE')))
      await buildAndSave(page, content, content.type === 'LESSON');
    // Authors' previews render markdown in the browser (the counterpart of the pupil's journey).
    expect(scripts.some((url) => MARKDOWN_RENDERER_CHUNK.test(url))).toBe(true);
  });

  // The route list of spec 001 §2 opens the challenge lists to ADMIN, ELEV and PROFESOR only (not DBEST).
  test('admin builds and saves a monthly and a daily challenge with all five plugins', async ({ page }) => {
    await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
    for (const content of CONTENT.filter((item) => item.type.endsWith('CHALLENGE')))
      await buildAndSave(page, content, content.type === 'MONTHLY_CHALLENGE');
  });

  test('the editor refuses an empty draft and keeps slide limits', async ({ page }) => {
    await signIn(page, 'programator@demo.ro', '/rapoarte/final-editie');
    await page.goto('/provocari-zilnice/editare');
    await page.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText('Lecția conține erori și nu poate fi salvată').first()).toBeVisible();
    await expect(page.getByTestId('validation-summary')).toContainText('Titlul este obligatoriu');
    for (let i = 0; i < 10; i += 1) await page.getByRole('button', { name: 'Adaugă Răspuns liber' }).click();
    await page.getByRole('button', { name: 'Adaugă Răspuns liber' }).click();
    await expect(page.getByText('Numărul maxim de slide-uri (10) a fost atins').first()).toBeVisible();
    await expect(page.getByText('10 / 10 slide-uri')).toBeVisible();
  });
});
