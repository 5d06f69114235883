import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, signIn } from './support.js';

// One bulk message travels from admin@demo.ro to the pupils; the tests share it, so they run in order.
test.describe.configure({ mode: 'serial' });

const subject = `Colectare de baterii ${Date.now()}`;

function card(page: Page) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: subject }) });
}

test('admin@demo.ro sends a bulk message to the pupils, with the form rules first', async ({ page }) => {
  await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
  await page.goto('/notificari');
  await expect(page.getByRole('heading', { level: 1, name: 'Mesaje' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Primite', 'Trimise', 'Creare']);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Creare' }).click();
  await expect(page.getByRole('heading', { name: 'Trimitere Notificare Bulk' })).toBeVisible();
  await page.getByRole('button', { name: 'Anulare mesaj' }).click();
  await expect(page.getByText('Aceast mesaj este deja gol.')).toBeVisible();
  await page.getByRole('button', { name: 'Trimitere mesaj' }).click();
  await expect(
    page.getByText('Drept destinatari nu au fost bifati nici elevii, nici profesorii.'),
  ).toBeVisible();
  await expect(page.getByText('Subiectul este obligatoriu')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Elevi', { exact: true }).check();
  await page.getByLabel('Subiect').fill(`  ${subject}  `);
  await page.getByRole('textbox', { name: 'Conținut' }).click();
  await page.keyboard.type('Aduceți ');
  // The toolbar, not Ctrl+B: that shortcut belongs to the sidebar.
  const bold = page.getByRole('button', { name: 'Îngroșat' });
  await bold.click();
  // Type only once the editor has taken the bold mark (as a user sees the button pressed): typing sooner
  // wrote the first letters plain now and then ('eriile' in bold).
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('bateriile');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' uzate luni la școală.');
  await page.getByRole('button', { name: 'Trimitere mesaj' }).click();
  await expect(page.getByText('Mesajul a fost trimis')).toBeVisible();
  await expect(page.getByLabel('Subiect')).toHaveValue('');

  await page.getByRole('tab', { name: 'Trimise' }).click();
  await expect(card(page)).toBeVisible();
  await card(page).getByRole('button', { name: 'Deschide' }).click();
  const content = page.getByRole('dialog', { name: subject });
  await expect(content.locator('strong')).toHaveText('bateriile');
  await page.keyboard.press('Escape');
  await card(page).getByRole('button', { name: 'Detalii' }).click();
  const details = page.getByRole('dialog', { name: `Destinatari: ${subject}` });
  const pupilRow = details.getByRole('row').filter({ hasText: 'Andrei Elev' });
  await expect(pupilRow).toContainText('Elev');
  await expect(pupilRow).toContainText('NECITIT');
  // Only enabled pupils receive it: elev.nou@demo.ro waits for parental approval.
  await expect(details.getByRole('row').filter({ hasText: 'Profesor' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('elev@demo.ro opens the message: NECITIT turns CITIT', async ({ page }) => {
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  await page
    .getByRole('navigation', { name: 'Meniu principal' })
    .getByRole('link', { name: 'Mesaje' })
    .click();
  await expect(page).toHaveURL(/\/notificari$/);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(card(page).getByText('NECITIT')).toBeVisible();
  await expectNoAxeViolations(page);

  await card(page).getByRole('button', { name: 'Deschide' }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.locator('strong')).toHaveText('bateriile');
  await expect(dialog).toContainText('uzate luni la școală.');
  await expectNoAxeViolations(page);
  // A click outside the box (on the backdrop) closes the modal.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(card(page).getByText('CITIT', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card(page).getByText('CITIT', { exact: true })).toBeVisible();
});

test('admin@demo.ro sees the read date in Detalii and resends the message', async ({ page }) => {
  await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
  await page.goto('/notificari?tab=trimise');
  await card(page).getByRole('button', { name: 'Detalii' }).click();
  const pupilRow = page.getByRole('dialog').getByRole('row').filter({ hasText: 'Andrei Elev' });
  await expect(pupilRow).toContainText('CITIT');
  await expect(pupilRow).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await page.keyboard.press('Escape');
  await card(page).getByRole('button', { name: 'Retrimite' }).click();
  await expect(page.getByText('Notificarea a fost retrimisa.')).toBeVisible();
});
