import { expect, test, type Page } from './fixtures.js';
import { expectNoAxeViolations, signIn } from './support.js';

// Issue 12: after submitting, a pupil sees whether the answer was right, the correct option and the
// author's explanation; before submitting, nothing of it reaches the browser.
const EXPLANATION = 'Bateriile conțin metale grele. La punctul de colectare ele sunt reciclate în siguranță.';
const RIGHT = 'La punctul de colectare pentru baterii';
const WRONG = 'La coșul de gunoi din clasă';

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

const questionSlide = (number: number, text: string) => ({
  number,
  type: 'QUESTION',
  pluginVersion: '1.0.0',
  schemaVersion: 3,
  data: {
    text,
    multiple: false,
    options: [
      { id: 'opt-1', text: WRONG, isCorrect: false },
      { id: 'opt-2', text: RIGHT, isCorrect: true },
    ],
    points: 5,
    explanation: EXPLANATION,
  },
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`a wrong answer shows the correct option and the explanation after submission (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signIn(page, 'admin@demo.ro', '/rapoarte/final-editie');
    const title = `Feedback E2E ${viewport.width} ${Date.now()}`;
    const lesson = (await api(page, 'POST', '/api/lessons', {
      type: 'LESSON',
      title,
      description: 'Lecție cu explicații după răspuns.',
      punctajMaxim: 10,
      deadline: null,
      slides: [
        questionSlide(1, 'Unde ducem bateriile uzate?'),
        questionSlide(2, 'Și bateriile de la telecomandă?'),
      ],
    })) as { id: number };

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'elev@demo.ro', '/teme-de-casa');
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/') && response.request().method() === 'GET')
        bodies.push(await response.text().catch(() => ''));
    });
    await page.goto(`/completare-lectie/id/${lesson.id}`);
    await page.getByRole('button', { name: 'Incepe lecția' }).click();
    await expect(page.getByText('1 / 2 slide-uri')).toBeVisible();
    // Before submitting: no key, no explanation on screen or in anything the browser received.
    await expect(page.getByText(EXPLANATION)).toHaveCount(0);
    for (const body of bodies) {
      expect(body).not.toContain('isCorrect');
      expect(body).not.toContain('explanation');
      expect(body).not.toContain(EXPLANATION);
    }

    await page.getByRole('radio', { name: WRONG }).check();
    const submitted = page.waitForResponse(
      (response) => response.url().endsWith('/api/answers') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Trimite răspuns', exact: true }).click();
    expect((await (await submitted).json()).feedback).toMatchObject({
      outcome: 'incorrect',
      explanation: EXPLANATION,
    });
    await expect(page.getByText('2 / 2 slide-uri')).toBeVisible();

    // A lesson allows going back: the answered slide shows its feedback under the answer.
    await page.getByRole('button', { name: 'Înapoi', exact: true }).click();
    const result = page.getByRole('region', { name: 'Rezultatul răspunsului' });
    await expect(result).toContainText('Răspuns greșit');
    await expect(result).toContainText(`${WRONG}: Ai ales-o: nu este corectă`);
    await expect(result).toContainText(`${RIGHT}: Varianta corectă`);
    await expect(result).toContainText(EXPLANATION);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `${process.env.E2E_SHOTS_DIR ?? test.info().outputDir}/feedback-review-${viewport.width}.png`,
      fullPage: true,
    });

    // A reload (the next day, another phone): the stored answer comes back with its feedback.
    await page.reload();
    await page.getByRole('button', { name: 'Continua lecția' }).click();
    await expect(page.getByText('2 / 2 slide-uri')).toBeVisible();
    await page.getByRole('button', { name: 'Înapoi', exact: true }).click();
    await expect(result).toContainText('Răspuns greșit');
    await expect(result).toContainText(`${RIGHT}: Varianta corectă`);
    await expect(result).toContainText(EXPLANATION);

    await page.getByRole('button', { name: 'Omite', exact: true }).click();
    await page.getByRole('radio', { name: RIGHT }).check();
    await page.getByRole('button', { name: 'Finalizează', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Felicitări' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Rezultatele tale' });
    await expect(results.getByText('Slide-ul 1: Răspuns greșit')).toBeVisible();
    await expect(results.getByText('Slide-ul 2: Răspuns corect')).toBeVisible();
    const first = results.getByRole('listitem').first();
    await first.getByText('Slide-ul 1: Răspuns greșit').click();
    await expect(first.getByText(EXPLANATION)).toBeVisible();
    await expect(first).toContainText(`${RIGHT}: Varianta corectă`);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `${process.env.E2E_SHOTS_DIR ?? test.info().outputDir}/feedback-card-${viewport.width}.png`,
      fullPage: true,
    });
  });
}
