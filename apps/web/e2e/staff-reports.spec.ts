import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, signIn } from './support.js';

/** The first column's texts (the school names) of the report table. */
async function schoolNames(page: Page) {
  const rows = page.getByRole('table').getByRole('row');
  return (await rows.locator('td:first-child').allInnerTexts()).filter((name) => name.trim() !== '');
}

test('admin@demo.ro reads Raport Editie by edition, filters, exports, then the schools and notifications reports', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
  await expect(page.getByRole('heading', { level: 1, name: 'Raport Editie' })).toBeVisible();
  const edition = page.getByLabel('Ediția');
  await expect(edition.locator('option:checked')).toHaveText('2025-2026 (curent)');
  const table = page.getByRole('table', { name: 'Raport Editie' });
  await expect(table.getByRole('row').filter({ hasText: 'Liceul Teoretic Demo Cluj' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /DEEE \(kg\)/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The previous edition: the Cluj school took part only in the current one.
  await edition.selectOption({ label: '2024-2025' });
  await expect(table.getByText('Colegiul Național Demo Timișoara')).toBeVisible();
  await expect(table.getByText('Liceul Teoretic Demo Cluj')).toHaveCount(0);
  await expect
    .poll(() => schoolNames(page))
    .toEqual(['Colegiul Național Demo Timișoara', 'Școala Gimnazială nr. 1 Demo']);

  await page.getByLabel('Filtru: Școala').fill('Timișoara');
  await expect.poll(() => schoolNames(page)).toEqual(['Colegiul Național Demo Timișoara']);
  const row = table.getByRole('row').filter({ hasText: 'Colegiul Național Demo Timișoara' });
  // Kilograms with two decimals, DA/NU flags.
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d[\d.]*,\d{2}$/);
  await expect(row.getByRole('cell').filter({ hasText: /^(DA|NU)$/ })).toHaveCount(3);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('raport_editie_2024-2025.xlsx');

  await page
    .getByRole('navigation', { name: 'Meniu principal' })
    .getByRole('link', { name: 'Raport școli' })
    .click();
  await expect(page).toHaveURL(/\/rapoarte\/scoli$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Raport școli' })).toBeVisible();
  const schools = page.getByRole('table', { name: 'Raport școli' });
  await expect(schools.getByRole('columnheader', { name: /Nume școală/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(schools.getByText('Liceul Teoretic Demo Cluj')).toBeVisible();
  const names = await schoolNames(page);
  expect(names.length).toBeGreaterThan(3);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ro')));
  await expectNoAxeViolations(page);

  const schoolsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await schoolsDownload).suggestedFilename()).toBe('raport_scoli.xlsx');

  // Raport notificări: the admin's own sent messages (seeded), with who read them under 'Detalii'.
  await page
    .getByRole('navigation', { name: 'Meniu principal' })
    .getByRole('link', { name: 'Raport notificări' })
    .click();
  await expect(page).toHaveURL(/\/raportare\/notificari$/);
  const welcome = 'Bun venit în ediția 2025-2026!';
  const sent = page.getByRole('table', { name: 'Raport notificări' });
  await expect(sent.getByRole('row').filter({ hasText: welcome })).toContainText('Ana Administrator');
  await expect(sent.getByText('Comenzile de colectare sunt deschise')).toHaveCount(0);
  await sent.getByRole('button', { name: `Detalii: ${welcome}` }).click();
  const details = page.getByRole('dialog', { name: `Destinatari: ${welcome}` });
  await expect(details.getByText(/^Citită de \d+ din \d+ destinatari$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('admin@demo.ro reads Istoric Activitati 10,000 rows per page, 1,000 at a time as the table scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
  await page.goto('/raportare/raspunsuri-quizuri');
  const table = page.getByRole('table', { name: 'Istoric Activitati' });
  const position = page.getByText(/^Pagina \d+ din \d+ · [\d.]+ înregistrări$/);
  // The first page has arrived when the total is no longer 0.
  await expect(position).toHaveText(/· [1-9][\d.]* înregistrări$/);
  // The demo's answers of the current edition: more than one chunk, fewer than a page of 10,000.
  const total = Number(
    (/· ([\d.]+) înregistrări/.exec((await position.textContent()) ?? '')?.[1] ?? '0').replace(/\./g, ''),
  );
  expect(total).toBeGreaterThan(1_000);
  expect(total).toBeLessThan(10_000);
  const formatted = total.toLocaleString('ro-RO');
  // Romanian puts 'de' before the noun from 20 on, unless the last two digits are 01-19.
  const loadedOf = (rows: number) =>
    `${rows.toLocaleString('ro-RO')} din ${formatted} ${total % 100 === 0 || total % 100 >= 20 ? 'de ' : ''}rânduri încărcate`;

  await page.getByLabel('Rânduri pe pagină').selectOption('10000');
  const status = page.getByRole('status').filter({ hasText: /rânduri încărcate$/ });
  await expect(status).toHaveText(loadedOf(1_000));
  await expect(position).toHaveText(`Pagina 1 din 1 · ${formatted} înregistrări`);
  await expectNoAxeViolations(page);

  // Scrolling to the last row read brings the next thousand.
  await page.getByRole('region', { name: 'Istoric Activitati' }).evaluate((region) => {
    region.scrollTop = region.scrollHeight;
  });
  await expect(status).toHaveText(loadedOf(Math.min(2_000, total)));
  // The button reads the rest (keyboards, phones): then the page is whole and the button is gone.
  const more = page.getByRole('button', { name: /^Încarcă următoarele/ });
  for (let chunk = 3; chunk <= Math.ceil(total / 1_000); chunk += 1) {
    await more.click();
    await expect(status).toHaveText(loadedOf(Math.min(chunk * 1_000, total)));
  }
  await expect(more).toHaveCount(0);
  await expect(table.getByRole('row').last()).toBeVisible();
});
