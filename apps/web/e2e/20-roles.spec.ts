import { expect, test } from './fixtures.js';
import { expectNoAxeViolations, menuLabels, signIn } from './support.js';

/** Every demo account of architecture §8: where it lands and exactly which menu items it sees. */
const accounts = [
  {
    email: 'admin@demo.ro',
    landing: '/rapoarte/final-editie',
    menu: [
      'Lecții',
      'Teme de casă',
      'Activități practice',
      'Provocări',
      'Raport Editie',
      'Istoric comenzi',
      'Istoric Activitati',
      'Raport școli',
      'Cereri Inscrieri',
      'Utilizatori',
      'Raport notificări',
      'Mesaje',
    ],
  },
  {
    email: 'programator@demo.ro',
    landing: '/rapoarte/final-editie',
    menu: [
      'Lecții',
      'Teme de casă',
      'Activități practice',
      'Raport Editie',
      'Istoric comenzi',
      'Istoric Activitati',
      'Raport școli',
      'Raport notificări',
      'Mesaje',
    ],
  },
  {
    email: 'profesor@demo.ro',
    landing: '/activitati-practice',
    menu: [
      'Teme de casă',
      'Activități practice',
      'Provocări',
      'Istoric comenzi',
      'Istoric Activitati',
      'Elevii mei',
      'Mesaje',
      'Actualizare detalii școală',
    ],
  },
  { email: 'elev@demo.ro', landing: '/teme-de-casa', menu: ['Teme de casă', 'Provocări', 'Mesaje'] },
  { email: 'elev.nou@demo.ro', landing: '/acord-parental', menu: ['Acord parental'] },
  { email: 'profesor.nou@demo.ro', landing: '/cerere-inscriere-scoala', menu: ['Cerere înscriere școală'] },
  { email: 'logistica@demo.ro', landing: '/rapoarte/comenzi', menu: ['Istoric comenzi'] },
];

for (const account of accounts) {
  test(`${account.email} lands on ${account.landing} and sees its menu`, async ({ page }) => {
    // Every page of the menu is opened and checked with axe: the staff's 12-page walk needs more than the
    // default minute on a slow 2-core machine with two workers (it timed out there at 60 s, mid-walk).
    test.setTimeout(60_000 + account.menu.length * 10_000);
    await signIn(page, account.email, account.landing);
    await expect.poll(() => menuLabels(page)).toEqual(account.menu);
    await expectNoAxeViolations(page);

    // Every menu item opens its page with its title, without leaving the allowed area.
    for (const label of account.menu) {
      await page
        .getByRole('navigation', { name: 'Meniu principal' })
        .getByRole('link', { name: label })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }

    // A page of another role sends the user back to their landing page.
    await page.goto('/rapoarte/utilizatori');
    const expected = account.email === 'admin@demo.ro' ? '/rapoarte/utilizatori' : account.landing;
    await expect(page).toHaveURL(new RegExp(`${expected}$`));

    // Logout from the user menu.
    await page.getByRole('button', { name: 'Meniul contului' }).click();
    await page.getByRole('button', { name: 'Deconectare' }).click();
    await expect(page).toHaveURL(/\/autentificare$/);
    await page.goto(account.landing);
    await expect(page).toHaveURL(/\/autentificare$/);
  });
}

test('a bold school-update item and the teacher code for an enabled teacher', async ({ page }) => {
  await signIn(page, 'profesor@demo.ro', '/activitati-practice');
  const item = page
    .getByRole('navigation', { name: 'Meniu principal' })
    .getByRole('link', { name: 'Actualizare detalii școală' });
  expect(
    await item.evaluate((element) => Number(getComputedStyle(element).fontWeight)),
  ).toBeGreaterThanOrEqual(700);
  await expect(page.getByText('DEMOPROF')).toBeVisible();
});

test('a teacher without a school sees the orange warning', async ({ page }) => {
  await signIn(page, 'profesor.nou@demo.ro', '/cerere-inscriere-scoala');
  await expect(page.getByText('Nu participati in aceasta editie')).toBeVisible();
});

test('root and unknown paths go to login; a signed-in user on a public page goes home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/autentificare$/);
  await page.goto('/nu-exista/deloc');
  await expect(page).toHaveURL(/\/autentificare$/);
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  await page.goto('/autentificare');
  await expect(page).toHaveURL(/\/teme-de-casa$/);
  // Client-side routes survive a reload (the server falls back to index.html).
  await page.goto('/notificari');
  await page.reload();
  await expect(page).toHaveURL(/\/notificari$/);
});

test('a session whose refresh is refused ends with the expiry message on the login page', async ({
  page,
}) => {
  await signIn(page, 'elev@demo.ro', '/teme-de-casa');
  await page.evaluate(() => {
    // An expired access token and a revoked refresh token, as after a long absence.
    const [header, , signature] = (localStorage.getItem('authToken') ?? '').split('.');
    const claims = { sub: '7', email: 'elev@demo.ro', name: 'x', role: 'ELEV', isEnabled: true, exp: 1 };
    const payload = btoa(JSON.stringify(claims)).replace(/=+$/, '');
    localStorage.setItem('authToken', `${header}.${payload}.${signature}`);
    localStorage.setItem('refreshToken', 'revoked');
  });
  await page.goto('/notificari');
  await expect(
    page.getByText('Sesiunea dumneavoastră a expirat. Vă rugăm să vă conectați încă o dată.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/autentificare$/);
});
