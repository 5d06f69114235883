import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures.js';
import { DEMO_PASSWORD, expectNoAxeViolations, signIn } from './support.js';

// Passwords changed here are set back to the demo password, so later specs can still sign in.

async function changePassword(page: Page, current: string, next: string) {
  await openUserMenuItem(page, 'Schimbare parolă');
  const dialog = page.getByRole('dialog', { name: 'Schimbare parolă' });
  await dialog.getByLabel('Parola curentă').fill(current);
  await dialog.getByLabel('Parola nouă').fill(next);
  await dialog.getByRole('button', { name: 'Schimbă parola' }).click();
  await expect(dialog).toBeHidden();
}

async function openUserMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Meniul contului' }).click();
  await page.getByRole('button', { name }).or(page.getByRole('link', { name })).click();
}

/** The reset link from the newest e-mail the server wrote to DATA_DIR/outbox (no SMTP in tests). */
async function resetLinkFor(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).sort();
          } catch {
            return [];
          }
        })();
        for (const file of files.reverse()) {
          // Quoted-printable bodies wrap long lines with "=" soft breaks.
          const message = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
          const match = message.match(/\/(confirmare-resetare\/[A-Za-z0-9_-]+)/);
          if (message.includes(email) && match) {
            link = `/${match[1]}`;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link!;
}

test('profile: Save only after a change, then saved', async ({ page }) => {
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  await openUserMenuItem(page, 'Profil');
  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expectNoAxeViolations(page);
  const save = page.getByRole('button', { name: 'Salvare' });
  await expect(save).toBeDisabled();
  await expect(page.getByLabel('Nume')).toHaveCount(0);
  await page.getByLabel('Poreclă').fill('Andrei Eco');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Profilul a fost actualizat')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Poreclă')).toHaveValue('Andrei Eco');
});

test('change password from the user menu, then sign in with the new one', async ({ page }) => {
  await signIn(page, 'programator@demo.ro', '/rapoarte/final-editie');
  await changePassword(page, DEMO_PASSWORD, 'ParolaNoua2026!');
  await openUserMenuItem(page, 'Deconectare');
  await page.getByLabel('Email').fill('programator@demo.ro');
  await page.getByLabel('Parola').fill('ParolaNoua2026!');
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page).toHaveURL(/\/rapoarte\/final-editie$/);
  await changePassword(page, 'ParolaNoua2026!', DEMO_PASSWORD);
});

test('forgot password, the e-mailed link, a new password, then home and sign in', async ({
  page,
  appServer,
}) => {
  await page.goto('/am-uita-parola');
  await page.getByLabel('Email').fill(' Logistica@Demo.ro ');
  await page.getByRole('button', { name: 'Resetare Parola!' }).click();
  const link = await resetLinkFor(appServer.dataDir, 'logistica@demo.ro');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Parolă nouă' })).toBeVisible();
  await page.getByLabel('Parola nouă', { exact: true }).fill('Logistica2026!');
  await page.getByLabel('Confirmă parola nouă').fill('Logistica2026!');
  await page.getByRole('button', { name: 'Salvează parola' }).click();
  await expect(
    page.getByText('Parola a fost resetata. Veti fi redirectionat la pagina principala!'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/informatii-despre-scoala-ecoterrienilor$/);

  await page.goto('/autentificare');
  await page.getByLabel('Email').fill('logistica@demo.ro');
  await page.getByLabel('Parola').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page.getByText('Email sau parolă greșită')).toBeVisible();
  await expect(page).toHaveURL(/\/autentificare$/);

  await page.getByLabel('Email').fill('logistica@demo.ro');
  await page.getByLabel('Parola').fill('Logistica2026!');
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page).toHaveURL(/\/rapoarte\/comenzi$/);
  await changePassword(page, 'Logistica2026!', DEMO_PASSWORD);
});
