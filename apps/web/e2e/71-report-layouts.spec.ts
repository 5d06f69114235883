import { expect, test } from './fixtures.js';
import { expectNoAxeViolations, signIn } from './support.js';

// The shared report table on a 1280 px desktop: sticky first column, column chooser remembered across a
// reload and reset by Reset Filtre, and the row's details; axe on every staff report page.

const reports = [
  {
    email: 'admin@demo.ro',
    landing: '/rapoarte/final-editie',
    paths: [
      '/rapoarte/final-editie',
      '/rapoarte/scoli',
      '/rapoarte/utilizatori',
      '/rapoarte/profesori/autorizare-conturi',
      '/rapoarte/comenzi',
    ],
  },
  {
    email: 'profesor@demo.ro',
    landing: '/activitati-practice',
    paths: ['/rapoarte/elevi-inscrisi', '/rapoarte/comenzi'],
  },
];

for (const account of reports) {
  test(`${account.email}: every report has a sticky first column and passes axe at 1280 px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    await signIn(page, account.email, account.landing);
    for (const path of account.paths) {
      await page.goto(path);
      // The report's own table (the shared one); a page may show a dashboard grid above it ('Elevii mei').
      const table = page.locator('table.data-table__table');
      await expect(table).toBeVisible({ timeout: 30_000 });
      const firstHeader = table.getByRole('columnheader').first();
      await expect(firstHeader).toHaveCSS('position', 'sticky');
      await expect(page.getByRole('button', { name: /^Coloane/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`${account.email}${path.replaceAll('/', '_')}-1280.png`),
      });
    }
  });
}

test('Istoric comenzi: a hidden column stays hidden after a reload until Reset Filtre; details show photos', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
  test.setTimeout(180_000);
  await page.goto('/rapoarte/comenzi');
  const table = page.getByRole('table', { name: 'Istoric comenzi' });
  await expect(table.getByRole('columnheader', { name: 'Persoana de contact' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: /^Coloane/ }).click();
  await page.getByRole('checkbox', { name: 'Persoana de contact' }).uncheck();
  await expect(table.getByRole('columnheader', { name: 'Persoana de contact' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Persoana de contact' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset Filtre' }).click();
  await expect(table.getByRole('columnheader', { name: 'Persoana de contact' })).toBeVisible();

  await table
    .getByRole('button', { name: /^Toate datele: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Fotografii' })).toBeVisible();
  await expect(dialog.getByText('Persoana de contact')).toBeVisible();
  await expectNoAxeViolations(page);
});
