import { expect, test } from './fixtures.js';
import { expectNoAxeViolations, signIn } from './support.js';

test('on a phone the sidebar is a drawer that closes after choosing a page', async ({ page }) => {
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  const sidebar = page.locator('#sidebar');
  await expect(sidebar).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Deschide meniul' }).click();
  await expect(sidebar).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Meniu principal' })
    .getByRole('link', { name: 'Mesaje' })
    .click();
  await expect(page).toHaveURL(/\/notificari$/);
  await expect(sidebar).toBeHidden();
});

test('on a phone the login page fits the screen', async ({ page }) => {
  await page.goto('/autentificare');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
