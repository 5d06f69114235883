import { expect, test, type Page, type TestInfo } from './fixtures.js';
import { BULK_TEACHER, expectNoAxeViolations, signIn } from './support.js';

// Charts fetch a 178 kB (gzip) chunk when first drawn and a dashboard call aggregates the edition: on the
// shared 2-core machine (load average near 20 while writing this) both take longer than a table page.
test.slow();
/** How long a chart or the grid may take to appear after its data or its scroll. */
const DRAWN = { timeout: 30_000 };

// Issue 13 on a 375 px phone: the 'Sumar' stacks its cards and charts, the class grid becomes one card per
// pupil, the pupil's progress fits; nothing scrolls sideways. Screenshots go to the run's output folder.

async function fitsAndShot(page: Page, testInfo: TestInfo, name: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}-375.png`), fullPage: true });
  // The first screens on their own, at a size a person can look at.
  for (const [index, y] of [0, 1400].entries())
    await page.screenshot({
      path: testInfo.outputPath(`${name}-375-part${index + 1}.png`),
      fullPage: true,
      clip: { x: 0, y, width: 375, height: 1400 },
    });
}

test('admin@demo.ro on a phone: the Sumar cards and four named charts; the county filter changes them', async ({
  page,
}, testInfo) => {
  await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
  const sumar = page.getByRole('region', { name: 'Sumar' });
  await expect(sumar.getByRole('list', { name: 'Sumar' }).getByText('Școli participante')).toBeVisible();
  for (const title of [
    'Kilograme pe județ',
    'Comenzi și kilograme pe săptămână',
    'Finalizări pe lecție',
    'Top 20 școli după puncte',
  ]) {
    // Charts below the fold are drawn when the user scrolls towards them.
    await sumar.getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
    await expect(sumar.getByRole('img', { name: new RegExp(`^${title}: `) })).toBeVisible(DRAWN);
  }
  await expectNoAxeViolations(page);
  await fitsAndShot(page, testInfo, 'admin-sumar');
  const call = page.waitForResponse((response) => response.url().includes('judet=Sibiu'));
  await sumar.getByLabel('Județ (sumar)').selectOption('Sibiu');
  await call;
  const counties = sumar.getByRole('region', { name: 'Kilograme pe județ' });
  await counties.getByText('Vezi datele ca tabel').click();
  await expect(counties.getByRole('table').getByRole('row')).toHaveCount(2);
});

test('a teacher on a phone: one card per pupil with the states; a pending answer opens the approval', async ({
  page,
}, testInfo) => {
  // A teacher of the demo's bulk schools, whose class no other journey changes (see dashboards.spec.ts).
  await signIn(page, BULK_TEACHER, '/activitati-practice');
  await page.goto('/rapoarte/elevi-inscrisi');
  const section = page.getByRole('region', { name: 'Progresul clasei' });
  const cards = section.getByRole('list', { name: 'Progresul elevilor la activități' });
  for (const state of ['În curs', 'În așteptare acceptare profesor', 'Acceptat', 'Respins'])
    await expect(cards.getByText(state, { exact: true }).first()).toBeVisible(DRAWN);
  await expect(section.getByRole('table', { name: 'Progresul elevilor la activități' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await fitsAndShot(page, testInfo, 'profesor-elevii-mei');
  await cards
    .getByRole('button', { name: /: deschide aprobarea pentru / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Aprobare răspuns' });
  await expect(dialog.getByRole('heading', { name: /^Slide 1: / })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('profesor-aprobare-375.png') });
});

test('elev@demo.ro on a phone: the progress fits above the homework list', async ({ page }, testInfo) => {
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  const progress = page.getByRole('region', { name: 'Progresul tău' });
  await expect(progress.getByRole('img', { name: /^Ai terminat \d+ din \d+ activități$/ })).toBeVisible(
    DRAWN,
  );
  await expectNoAxeViolations(page);
  await fitsAndShot(page, testInfo, 'elev-acasa');
});
