import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, signIn } from './support.js';

// On a 375 x 812 phone no page of any demo role scrolls sideways, and every staff report shows its rows as
// cards (never a table). Each page is saved as a screenshot in the run's output folder for a human look.

const accounts = [
  { email: 'admin@demo.ro', landing: '/rapoarte/final-editie' },
  { email: 'programator@demo.ro', landing: '/rapoarte/final-editie' },
  { email: 'profesor@demo.ro', landing: '/activitati-practice' },
  { email: 'elev@demo.ro', landing: '/teme-de-casa' },
  { email: 'logistica@demo.ro', landing: '/rapoarte/comenzi' },
];

async function menuPaths(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Deschide meniul' }).click();
  const nav = page.getByRole('navigation', { name: 'Meniu principal' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const paths = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  // The next page.goto loads a fresh page, which starts with the drawer closed.
  return paths;
}

async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

for (const account of accounts) {
  test(`${account.email}: every page fits a 375 px phone; reports are cards`, async ({ page }, testInfo) => {
    // One sign-in, then every page of the role with axe: longer than one journey step.
    test.setTimeout(300_000);
    await signIn(page, account.email, account.landing);
    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      const isReport = path.startsWith('/rapoarte/');
      if (isReport) {
        const cards = page.locator('.data-table__cards, .data-table__empty');
        await expect(cards.first()).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        await expect(page.getByRole('button', { name: /^Filtre și sortare/ })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`${account.email}${path.replaceAll('/', '_')}-375.png`),
        fullPage: true,
      });
    }
  });
}

test('Istoric comenzi on a phone: the school, state and kilograms are on the card, details one tap away', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
  await page.goto('/rapoarte/comenzi');
  const cards = page.getByRole('list', { name: 'Istoric comenzi' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const first = cards.first();
  await expect(first.getByText('DEEE (kg)')).toBeVisible();
  await first.getByRole('button', { name: /^Toate datele: / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Fotografii' })).toBeVisible();
  await expect(dialog.getByText('Persoana de contact')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});
