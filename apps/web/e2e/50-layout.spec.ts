import { expect, test } from './fixtures.js';
import { signIn } from './support.js';

test('the sidebar remembers being closed and toggles with Ctrl+B', async ({ page }) => {
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  const sidebar = page.locator('#sidebar');
  await expect(sidebar).toBeVisible();
  await page.getByRole('button', { name: 'Închide meniul' }).click();
  await expect(sidebar).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Deschide meniul' })).toBeVisible();
  await expect(sidebar).toBeHidden();
  await page.keyboard.press('Control+b');
  await expect(sidebar).toBeVisible();
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('sidebarState') ?? '{}') as { open?: boolean },
  );
  expect(saved.open).toBe(true);
});

test('the user menu lists the teacher items in order', async ({ page }) => {
  await signIn(page, 'profesor@demo.ro', '/activitati-practice');
  await page.getByRole('button', { name: 'Meniul contului' }).click();
  const items = page.locator('.layout-user-menu__list').getByRole('listitem');
  await expect(items).toHaveText([
    'Profil',
    'Actualizare detalii școală',
    'Schimbare parolă',
    'Protocol de colaborare',
    'Regulament',
    'Mecanism',
    'Date de contact',
    'Deconectare',
  ]);
  await page.getByRole('button', { name: 'Date de contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Date de contact' })).toContainText(
    'Program: L-V 09:00-15:00',
  );
});

test('the user menu of a pupil has no protocol or school items', async ({ page }) => {
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  await page.getByRole('button', { name: 'Meniul contului' }).click();
  await expect(page.locator('.layout-user-menu__list').getByRole('listitem')).toHaveText([
    'Profil',
    'Schimbare parolă',
    'Regulament',
    'Mecanism',
    'Date de contact',
    'Deconectare',
  ]);
});
