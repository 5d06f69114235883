import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';
/**
 * The teacher of the first of the demo's bulk schools (apps/server/src/seed/bulk-demo.seed.ts): a class with
 * answers in every state that no journey changes, for tests that must not depend on the order of the specs.
 */
export const BULK_TEACHER = 'profesor1@scoli.demo.ro';

/** Signs in through the login form and waits for the landing page. */
export async function signIn(page: Page, email: string, landingPath: string) {
  await page.goto('/autentificare');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Parola').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page.getByText('Ati fost conectat cu succes!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${landingPath}$`));
}

/**
 * The sidebar's menu labels, in order, as rendered right now. The menu fills in after the session loads, so
 * assert with `await expect.poll(() => menuLabels(page))`, never on a single read.
 */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Meniu principal' });
  return (await nav.getByRole('link').allInnerTexts()).map((label) => label.trim());
}

// Evaluated through the browser's debugging protocol, which the app's Content-Security-Policy (no inline
// script) does not block, so the journeys run under the real policy.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (WCAG 2.1 AA) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page) {
  // Colours are judged as the user sees them once a fade-in has ended: axe in the middle of one measured a
  // half-transparent card as low contrast (seen once on the phone drawer journey).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getTiming();
      return (
        animation.playState !== 'running' ||
        // Spinners loop forever; only animations that end are waited for.
        timing?.iterations === Infinity ||
        // A countdown is not a fade: a notification toast's progress bar runs for two minutes.
        Number(timing?.duration) > 5_000
      );
    }),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/**
 * The browser's markdown renderer (marked and DOMPurify, @platform/ui's markdown-render module) is a chunk
 * of its own: pupils get their slides' markdown rendered by the server and never download it.
 */
export const MARKDOWN_RENDERER_CHUNK = /\/assets\/markdown-render-[\w-]+\.js$/;

/** The addresses of every script the page requests from now on. */
export function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}
