import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/**
 * The stories are checked in four shards (every fourth story each), so the config's two workers use both
 * cores and each shard's time limit holds on a busy machine; together they check every story.
 */
const SHARDS = 4;

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every story renders without errors and axe finds no violations (shard ${shard + 1}/${SHARDS})`, async ({
    page,
    request,
  }) => {
    await checkStories(page, request, shard);
  });
}

async function checkStories(page: Page, request: APIRequestContext, shard: number) {
  const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, IndexEntry> };
  const all = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(all.length).toBeGreaterThan(50);
  // STORYBOOK_SMOKE_ONLY=completion checks only the stories whose id contains that text (while working).
  const only = process.env.STORYBOOK_SMOKE_ONLY;
  const stories = (only ? all.filter((entry) => entry.id.includes(only)) : all).filter(
    (_entry, position) => position % SHARDS === shard,
  );

  // A failed play function does not stop the story (Storybook logs it and shows it in the Interactions
  // panel); the preview announces it on its channel, where this script records it for the check below.
  await page.addInitScript(() => {
    type Channel = { on(event: string, listener: (payload: unknown) => void): void };
    const scope = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel; __playErrors: string[] };
    scope.__playErrors = [];
    const describe = (error: unknown) =>
      String((error as { message?: unknown } | null)?.message ?? error).split('\n')[0]!;
    const attach = () => {
      const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return void setTimeout(attach, 5);
      channel.on('playFunctionThrewException', (error) => scope.__playErrors.push(describe(error)));
      channel.on('unhandledErrorsWhilePlaying', (errors) => {
        for (const error of errors as unknown[]) scope.__playErrors.push(`unhandled: ${describe(error)}`);
      });
    };
    attach();
  });

  // MSW's worker unregisters itself when its last page closes; going to the next story can race with that
  // and Chromium reports the redundant update check of the new page, as a page error or, when the story's
  // play function is running, through Storybook's channel. The new page's worker starts all the same.
  const mswUnregisterRace = /^(unhandled: )?Failed to update a ServiceWorker .*mockServiceWorker\.js/;
  const problems: string[] = [];
  for (const story of stories) {
    const errors: string[] = [];
    const onError = (error: Error) => {
      if (!mswUnregisterRace.test(error.message)) errors.push(error.message);
    };
    page.on('pageerror', onError);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Storybook marks the body once a story has rendered (sb-show-main) or failed (sb-show-errordisplay).
    await page
      .locator('body.sb-show-main, body.sb-show-errordisplay')
      .waitFor({ state: 'attached', timeout: 15_000 });
    // The body is shown before a play function runs. Wait for the render's last phase ('finished', after the
    // play function and the a11y check); a failed play function ends there too, with the error display shown.
    await page.waitForFunction(
      () => {
        type Render = { phase?: string };
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: Render } })
          .__STORYBOOK_PREVIEW__;
        const failed = document.body.classList.contains('sb-show-errordisplay');
        return failed || preview?.currentRender?.phase === 'finished';
      },
      undefined,
      { timeout: 30_000 },
    );
    if (await page.locator('body.sb-show-errordisplay').count()) {
      const shown = await page
        .locator('#error-message')
        .innerText()
        .catch(() => '');
      problems.push(`${story.title} / ${story.name}: story failed ${shown} ${errors.join('; ')}`);
      page.off('pageerror', onError);
      continue;
    }
    const playErrors = (
      await page.evaluate(() => (window as unknown as { __playErrors: string[] }).__playErrors)
    ).filter((error) => !mswUnregisterRace.test(error));
    if (playErrors.length > 0) problems.push(`${story.title} / ${story.name}: play ${playErrors.join('; ')}`);
    await page.addScriptTag({ content: axeSource });
    // The a11y addon runs axe in the preview too; axe allows one run at a time, so wait for it.
    const violations = await page.evaluate(async () => {
      type Axe = { run: (context: string) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await axe.run('#storybook-root');
          return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
        } catch (error) {
          if (attempt > 40 || !String(error).includes('already running')) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    });
    page.off('pageerror', onError);
    if (errors.length > 0) problems.push(`${story.title} / ${story.name}: ${errors.join('; ')}`);
    if (violations.length > 0) problems.push(`${story.title} / ${story.name}: axe ${violations.join(', ')}`);
  }
  expect(problems).toEqual([]);
}
