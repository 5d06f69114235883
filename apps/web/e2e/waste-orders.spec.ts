import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, signIn } from './support.js';

// The new order is told apart from the seeded ones by its contact person.
const CONTACT = 'Mihai Contact Colectare';
const REPORT = '/rapoarte/comenzi';
// A second order, placed through the API, that the admin deletes.
const SPARE_CONTACT = 'Comandă De Șters';

// A real 1x1 PNG: the server checks uploads by their content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial' });

const orderRow = (page: Page) => page.getByRole('row').filter({ hasText: CONTACT });

test('profesor@demo.ro places a waste order', async ({ page }) => {
  await signIn(page, 'profesor@demo.ro', '/activitati-practice');
  await page.goto('/plasare-comanda');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Aceeași cu adresa școlii')).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Sunt de acord/ })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByLabel('Nume persoană de contact').fill('');
  await page.getByRole('button', { name: 'Plasează comanda' }).click();
  await expect(page.getByText('Numele persoanei de contact este obligatoriu')).toBeVisible();

  await page.getByLabel('Nume persoană de contact').fill(CONTACT);
  await page.getByLabel('DEEE (kg)').fill('25');
  await page.getByLabel('DBA (kg)').fill('4');
  await page
    .getByLabel('Fotografii')
    .setInputFiles({ name: 'deseuri.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Șterge imaginea 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Plasează comanda' }).click();
  await expect(page.getByText('Comanda a fost plasată cu succes')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${REPORT}$`));
  await expect(orderRow(page)).toContainText('În așteptare');
  // Teachers see their orders without actions and without export: the row's only button opens its details.
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await expect(orderRow(page).getByRole('button')).toHaveCount(1);
  await expect(orderRow(page).getByRole('button')).toHaveAccessibleName(/^Toate datele: /);

  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const spare = await page.request.post('/api/waste-collection-forms', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      contactPersonName: SPARE_CONTACT,
      contactPersonPhone: '0700000009',
      contactPersonEmail: 'profesor@demo.ro',
      pickupAddressSameWithSchoolAddress: true,
      dbaKg: 1,
    },
  });
  expect(spare.status()).toBe(201);
});

test('admin@demo.ro validates the order', async ({ page }) => {
  await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
  await page.goto(REPORT);
  const row = orderRow(page);
  await expect(row).toContainText('În așteptare');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /^Validează comanda/ }).click();
  await expect(page.getByText('Comanda a fost validată cu succes')).toBeVisible();
  await expect(row).toContainText('Validată');
  await expect(row.getByRole('button', { name: /^Marchează procesată/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Validează comanda/ })).toHaveCount(0);

  const spareRow = page.getByRole('row').filter({ hasText: SPARE_CONTACT });
  await spareRow.getByRole('button', { name: /^Șterge comanda/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Șterge' }).click();
  await expect(page.getByText('Comanda a fost ștearsă cu succes')).toBeVisible();
  await expect(spareRow).toHaveCount(0);
});

test('logistica@demo.ro enters the real values', async ({ page }) => {
  await signIn(page, 'logistica@demo.ro', REPORT);
  const row = orderRow(page);
  await expect(row).toContainText('Validată');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /^Valori reale/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('DEEE real (kg)').fill('0');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByText('Cel puțin o valoare trebuie să fie diferită de zero').first()).toBeVisible();

  await dialog.getByLabel('DEEE real (kg)').fill('23.75');
  await dialog
    .getByLabel('Document DEEE')
    .setInputFiles({ name: 'aviz.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('button', { name: 'Șterge Document DEEE' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByText('Valorile reale au fost actualizate cu succes')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('23,75');
  await expect(row.getByRole('link', { name: 'Document DEEE' })).toBeVisible();
});
