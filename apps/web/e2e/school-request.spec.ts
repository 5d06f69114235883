import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { DEMO_PASSWORD, expectNoAxeViolations, menuLabels, signIn } from './support.js';

// A teacher of its own (registered through the API while an ADMIN opens teacher registration), so this
// journey does not depend on what other files did to profesor.nou@demo.ro.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const teacher = { email: `profesor.e2e.${stamp}@demo.ro`, nume: 'Mara Profesor E2E' };
const schoolName = `Liceul Tehnologic E2E ${stamp}`;

async function tokenOf(request: APIRequestContext, email: string, parola = DEMO_PASSWORD) {
  const response = await request.post('/api/auth/authenticate', { data: { email, parola } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function setTeacherRegistration(request: APIRequestContext, open: boolean) {
  const token = await tokenOf(request, 'admin@demo.ro');
  const response = await request.patch('/api/settings/feature-flags', {
    headers: { Authorization: `Bearer ${token}` },
    data: { teacherRegistrationOpen: open },
  });
  expect(response.ok()).toBe(true);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Meniul contului' }).click();
  await page.getByRole('button', { name: 'Deconectare' }).click();
  await expect(page).toHaveURL(/\/autentificare$/);
}

async function openEnrollmentRequests(page: Page) {
  await page
    .getByRole('navigation', { name: 'Meniu principal' })
    .getByRole('link', { name: 'Cereri Inscrieri' })
    .click();
  await expect(page).toHaveURL(/\/rapoarte\/profesori\/autorizare-conturi$/);
}

test.beforeAll(async ({ request }) => {
  await setTeacherRegistration(request, true);
  try {
    const registered = await request.post('/api/auth/register', {
      data: { role: 'PROFESOR', email: teacher.email, parola: DEMO_PASSWORD, nume: teacher.nume },
    });
    expect(registered.ok()).toBe(true);
  } finally {
    await setTeacherRegistration(request, false);
  }
});

test('a new teacher sends the school request form', async ({ page }) => {
  await signIn(page, teacher.email, '/cerere-inscriere-scoala');
  await page.getByLabel('Numele instituției de învățământ').fill(schoolName);
  await page.getByLabel('Județ').first().selectOption('Iași');
  await page.getByLabel('Localitate').first().fill('Iași');
  await page.getByLabel('Număr de elevi').fill('540');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(page.getByText('Cererea de înscriere a fost trimisă')).toBeVisible();
  await expect(page).toHaveURL(/\/cont-in-asteptare\/profesor$/);
});

test("'Cereri Inscrieri': rejecting needs a reason, and the teacher reads it", async ({ page }) => {
  await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
  await openEnrollmentRequests(page);
  const row = page.getByRole('row').filter({ hasText: schoolName });
  await expect(row).toContainText(teacher.nume);
  await expect(row).toContainText('În așteptare');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: 'Respinge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Respinge cererea' });
  await expect(dialog.getByRole('button', { name: 'Respinge cererea' })).toBeDisabled();
  await dialog.getByLabel('Motivul respingerii').fill('Lipsește codul SIIIR al unității.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Respinge cererea' }).click();
  await expect(page.getByText('Cererea de înscriere a fost respinsă')).toBeVisible();
  await expect(row).toContainText('Respinsă');
  await logout(page);

  await signIn(page, teacher.email, '/cerere-inscriere-scoala');
  await expect(page.getByText('Lipsește codul SIIIR al unității.')).toBeVisible();
  await expect(page.getByLabel('Numele instituției de învățământ')).toHaveValue(schoolName);
  await page.getByLabel('Cod SIIIR unitate').fill('2261100001');
  await page.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(page).toHaveURL(/\/cont-in-asteptare\/profesor$/);
});

test("'Cereri Inscrieri': the ADMIN approves and the teacher lands enabled", async ({ page }) => {
  await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
  await openEnrollmentRequests(page);
  const pending = page.getByRole('row').filter({ hasText: schoolName }).filter({ hasText: 'În așteptare' });
  await pending.getByRole('button', { name: 'Aprobă' }).click();
  await expect(page.getByText('Cererea de înscriere a fost aprobată')).toBeVisible();
  await logout(page);

  await signIn(page, teacher.email, '/activitati-practice');
  await expect(page.getByText('Nu participati in aceasta editie')).toHaveCount(0);
  await expect
    .poll(() => menuLabels(page))
    .toEqual(expect.arrayContaining(['Elevii mei', 'Actualizare detalii școală']));
  await page.goto('/actualizare-detalii-scoala');
  await expect(page.getByLabel('Numele instituției de învățământ')).toHaveValue(schoolName);
});

test("'Elevii mei': profesor@demo.ro deactivates and reactivates a pupil", async ({ page }) => {
  await signIn(page, 'profesor@demo.ro', '/activitati-practice');
  await page
    .getByRole('navigation', { name: 'Meniu principal' })
    .getByRole('link', { name: 'Elevii mei' })
    .click();
  await expect(page).toHaveURL(/\/rapoarte\/elevi-inscrisi$/);
  const row = page.getByRole('row').filter({ hasText: 'elev@demo.ro' });
  await expect(row).toContainText('Andrei Elev');
  await expect(page.getByRole('row').filter({ hasText: 'elev.nou@demo.ro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: 'Dezactivează: Andrei Elev' }).click();
  await expect(page.getByText('Starea contului a fost actualizată')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Activează: Andrei Elev' })).toBeVisible();
  await expect(row).toContainText('NU');
  await row.getByRole('button', { name: 'Activează: Andrei Elev' }).click();
  await expect(row.getByRole('button', { name: 'Dezactivează: Andrei Elev' })).toBeVisible();
  await expect(row).toContainText('DA');
});
