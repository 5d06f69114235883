import { expect, test } from './fixtures.js';
import { expectNoAxeViolations } from './support.js';

const publicPages = [
  { path: '/informatii-despre-scoala-ecoterrienilor', heading: 'Școala Ecoterrienilor' },
  { path: '/autentificare', heading: 'Autentificare' },
  { path: '/elev/inregistrare', heading: 'Înregistrare elev' },
  { path: '/profesor/inregistrare', heading: 'Înregistrare profesor' },
  { path: '/am-uita-parola', heading: 'Am uitat parola' },
  { path: '/confirmare-resetare/un-token', heading: 'Parolă nouă' },
];

for (const { path, heading } of publicPages) {
  test(`${path} shows "${heading}" and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a loading screen with the programme name shows until the scripts arrive, then the app replaces it', async ({
  page,
}) => {
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/autentificare', { waitUntil: 'commit' });
  const splash = page.getByRole('status').filter({ hasText: 'Școala Ecoterrienilor' });
  await expect(splash).toBeVisible();
  await expect(splash).toContainText('Se încarcă…');
  releaseScripts();
  await expect(page.getByRole('heading', { level: 1, name: 'Autentificare' })).toBeVisible();
  await expect(page.locator('#boot-splash')).toHaveCount(0);
});

test('the per-role login paths redirect to login', async ({ page }) => {
  await page.goto('/profesor/autentificare');
  await expect(page).toHaveURL(/\/autentificare$/);
  await page.goto('/elev/autentificare');
  await expect(page).toHaveURL(/\/autentificare$/);
});

test('login validates the required fields with the spec messages', async ({ page }) => {
  await page.goto('/autentificare');
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page.getByText('Email este obligatoriu')).toBeVisible();
  await expect(page.getByText('Parola este obligatorie')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Înregistrare profesor' })).toBeDisabled();
  await expect(page.getByText('Înscrierile pentru profesori sunt momentan închise')).toBeVisible();
});

test('forgot password asks for an email, then confirms the request', async ({ page }) => {
  await page.goto('/am-uita-parola');
  await page.getByRole('button', { name: 'Resetare Parola!' }).click();
  await expect(page.getByText('Nu a fost introdusa o adresa de email.')).toBeVisible();
  await page.getByLabel('Email').fill('  Elev@Demo.ro ');
  await page.getByRole('button', { name: 'Resetare Parola!' }).click();
  await expect(
    page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /email/i }).first(),
  ).toBeVisible();
});
