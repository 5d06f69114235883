import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../../.storybook/chromium.js';
import { startPlayground, type RunningPlayground } from './dev.js';

const orderingDir = fileURLToPath(new URL('../../../../plugins/ordering/', import.meta.url));
let playground: RunningPlayground;
let browser: Browser;
beforeAll(async () => {
  playground = await startPlayground(orderingDir, { port: 0 });
  browser = await chromium.launch(chromiumLaunchOptions);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await playground?.close();
});

describe('slide-sdk dev (the playground)', () => {
  it('shows the Editor, the View, the Review, live issues, the learner data, the score and the dry run', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The first load optimizes the dependencies, which takes long on a busy machine.
    await page.goto(playground.url, { waitUntil: 'commit', timeout: 180_000 });
    await page.getByRole('heading', { name: /Ordonare — ORDERING@1\.0\.0/ }).waitFor({ timeout: 180_000 });
    for (const heading of ['Editor (autor)', 'View (elev)', 'Review (profesor)'])
      await page.getByRole('heading', { name: heading }).waitFor();

    // Learner data is redacted: the correct order never reaches the View.
    const learner = await page.getByTestId('learner-data').innerText();
    expect(learner).toContain('"items"');
    expect(learner).not.toContain('correctOrder');
    expect(await page.getByTestId('dry-run').innerText()).toContain('"total": 0');

    // An answer is scored by the core, and the Review appears beside it.
    await page
      .getByRole('button', { name: /^Mută mai jos:/ })
      .first()
      .click();
    await page.getByText(/Punctaj \(calculat de core\): \d+ din 10/).waitFor();
    await page.getByRole('region', { name: 'Review (profesor)' }).getByText('Ordinea corectă').waitFor();

    // Live validation: emptying the instruction shows the plugin's Romanian issue, and the core refuses to score.
    await page.getByLabel('Cerința').fill('');
    await page.getByRole('list', { name: 'Validare' }).getByText('Cerința este obligatorie').waitFor();
    expect(await page.locator('p[aria-live]').innerText()).not.toMatch(/din 10/);
    for (const mode of ['preview', 'review']) {
      await page.getByRole('button', { name: mode, exact: true }).click();
      await page.getByRole('list', { name: 'Ordinea ta' }).waitFor();
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);
});
