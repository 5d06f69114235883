import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, signIn } from './support.js';

/** The slide plugins the apps must offer: the six in-repo ones, plus any the plugin journey installs. */
const EXPECTED_PLUGINS: { type: string; displayName: string }[] = [
  { type: 'QUESTION', displayName: 'Întrebare' },
  { type: 'VIDEO_PREVIEW', displayName: 'Videoclip' },
  { type: 'INFO', displayName: 'Informație' },
  { type: 'IMAGE_UPLOAD', displayName: 'Încărcare fotografii' },
  { type: 'TEXT', displayName: 'Răspuns liber' },
  { type: 'ORDERING', displayName: 'Ordonare' },
  // Set by scripts/plugin-journey.mjs after it scaffolds, packs and installs plugins of every name style.
  ...(JSON.parse(process.env.E2E_EXTRA_SLIDE_PLUGINS ?? '[]') as { type: string; displayName: string }[]),
];

const ORDER = [
  'Strângem bateriile uzate în cutia clasei',
  'Ducem cutia la punctul de colectare al școlii',
  'Profesorul comandă ridicarea deșeurilor',
];

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test.describe('slide plugins reach the apps by discovery', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('every installed plugin is in GET /api/lessons/types and in the editor add-slide buttons', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
    const types = (await api(page, 'GET', '/api/lessons/types')) as { type: string; slideTypes: string[] }[];
    const homework = types.find((entry) => entry.type === 'HOMEWORK')!;
    for (const plugin of EXPECTED_PLUGINS) expect(homework.slideTypes).toContain(plugin.type);

    await page.goto('/teme-de-casa');
    await page.getByRole('link', { name: 'Adaugă' }).click();
    await expect(page).toHaveURL(/\/teme-de-casa\/editare$/);
    // The editor and the plugins' icons load lazily: a busy CI machine may need more than the default wait.
    await expect(page.getByRole('button', { name: 'Adaugă Ordonare', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    for (const plugin of EXPECTED_PLUGINS)
      await expect(
        page.getByRole('button', { name: `Adaugă ${plugin.displayName}`, exact: true }),
      ).toBeVisible();
    await page.getByRole('button', { name: 'Adaugă Ordonare', exact: true }).click();
    await expect(page.getByLabel('Cerința')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adaugă element' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a pupil puts an ORDERING slide in order with the keyboard and the server scores it', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
    const title = `Ordonare E2E ${Date.now()}`;
    const lesson = (await api(page, 'POST', '/api/lessons', {
      type: 'HOMEWORK',
      title,
      description: 'Temă cu un slide de ordonare.',
      punctajMaxim: 40,
      deadline: Date.now() + 24 * 3_600_000,
      slides: [
        {
          number: 1,
          type: 'ORDERING',
          pluginVersion: '1.0.0',
          schemaVersion: 1,
          data: {
            text: 'Așază în ordine drumul bateriilor uzate.',
            correctOrder: ORDER.map((text, index) => ({ id: `s${index + 1}`, text })),
            points: 6,
          },
        },
      ],
    })) as { id: number };

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'elev@demo.ro', '/teme-de-casa');
    await page.goto(`/completare-tema-pentru-acasa/id/${lesson.id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Incepe lecția' }).click();

    const list = page.getByRole('list', { name: 'Ordinea ta' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const shown = async () =>
      (await list.getByRole('listitem').allInnerTexts()).map((text) =>
        ORDER.find((item) => text.includes(item)),
      );
    expect(await shown()).not.toEqual(ORDER);
    await expectNoAxeViolations(page);
    // Selection sort with the keyboard only: focus "move up" and press Enter.
    for (const [target, item] of ORDER.entries()) {
      while ((await shown()).indexOf(item) > target) {
        await page.getByRole('button', { name: `Mută mai sus: ${item}` }).focus();
        await page.keyboard.press('Enter');
      }
    }
    expect(await shown()).toEqual(ORDER);
    await page.getByRole('button', { name: 'Finalizează', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Felicitări' })).toBeVisible();
    await expect(page.getByText('Ai obținut 40 de puncte.')).toBeVisible();
  });
});
