import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, menuLabels, signIn } from './support.js';

// Runs after 20-roles (files run in name order, one worker): these journeys change elev.nou and profesor.nou.

async function drawSignature(page: Page) {
  const canvas = page.getByRole('img', { name: 'Chenar pentru semnătura părintelui' });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  await page.mouse.move(box.x + 40, box.y + 150);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 40 + step * 20, box.y + 150 + (step % 2 === 0 ? -40 : 40), { steps: 3 });
  }
  await page.mouse.up();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Meniul contului' }).click();
  await page.getByRole('button', { name: 'Deconectare' }).click();
  await expect(page).toHaveURL(/\/autentificare$/);
}

test('parental approval of elev.nou: every rule, then the account opens', async ({ page }) => {
  await signIn(page, 'elev.nou@demo.ro', '/acord-parental');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Salvare' }).click();
  await expect(
    page
      .locator('#continut')
      .getByRole('alert')
      .filter({ hasText: 'Va rugam bifati toate campurile obligatorii.' }),
  ).toBeVisible();
  await expect(page.getByText('Acest camp trebuie bifat.')).toHaveCount(8);
  await expect(
    page.getByText(
      'Nu a fost completata semnatura parintelui. Asigurati-va ca dupa completare apasati bifa verde.',
    ),
  ).toBeVisible();

  const upload = page.getByRole('button', { name: '✓ Salvează semnătura' });
  await expect(upload).toBeDisabled();
  await drawSignature(page);
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(page.getByText('Semnătura a fost salvată.')).toBeVisible();
  await expect(upload).toBeDisabled();

  for (const checkbox of await page.getByRole('checkbox').all()) await checkbox.check();
  await expect(page.getByText('Acest camp trebuie bifat.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvare' }).click();

  await expect(page).toHaveURL(/\/teme-de-casa$/);
  await expect.poll(() => menuLabels(page)).toEqual(['Teme de casă', 'Provocări', 'Mesaje']);
  await page.goto('/acord-parental');
  await expect(page).toHaveURL(/\/teme-de-casa$/);
});

test('school request of profesor.nou, approved by an ADMIN', async ({ page }) => {
  const schoolName = 'Școala Gimnazială Test E2E';
  await signIn(page, 'profesor.nou@demo.ro', '/cerere-inscriere-scoala');
  await page.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(page.getByText('Numele instituției de învățământ este obligatoriu')).toBeVisible();
  await expect(page.getByText('Județul este obligatoriu')).toBeVisible();

  await page.getByLabel('Numele instituției de învățământ').fill(schoolName);
  await page.getByLabel('Județ').selectOption('Cluj');
  await page.getByLabel('Localitate').first().fill('Cluj-Napoca');
  await page.getByLabel('Număr de elevi').fill('320');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(page.getByText('Cererea de înscriere a fost trimisă')).toBeVisible();
  await expect(page).toHaveURL(/\/cont-in-asteptare\/profesor$/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Vezi detaliile școlii trimise' }).click();
  await expect(page.getByText(schoolName)).toBeVisible();
  await logout(page);

  await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
  await page
    .getByRole('navigation', { name: 'Meniu principal' })
    .getByRole('link', { name: 'Cereri Inscrieri' })
    .click();
  const row = page.getByRole('row').filter({ hasText: schoolName });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: 'Aprobă' }).click();
  await expect(page.getByText('Cererea de înscriere a fost aprobată')).toBeVisible();
  await expect(row.getByText('Aprobată')).toBeVisible();
  await logout(page);

  await signIn(page, 'profesor.nou@demo.ro', '/activitati-practice');
  await expect(page.getByText('Nu participati in aceasta editie')).toHaveCount(0);
  await expect.poll(() => menuLabels(page)).toContain('Actualizare detalii școală');
});
