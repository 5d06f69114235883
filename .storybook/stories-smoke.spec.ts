import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

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
  // The a11y addon's run (preview.ts: `a11y.test: 'error'`, after the play function) reaches the page the
  // same way: the story's 'storyFinished' event carries its reports, so axe runs once per story, not twice.
  await page.addInitScript(() => {
    type Channel = { on(event: string, listener: (payload: unknown) => void): void };
    const scope = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__?: Channel;
      __playErrors: string[];
      __finished: unknown[];
    };
    scope.__playErrors = [];
    scope.__finished = [];
    const describe = (error: unknown) =>
      String((error as { message?: unknown } | null)?.message ?? error).split('\n')[0]!;
    const attach = () => {
      const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return void setTimeout(attach, 5);
      channel.on('playFunctionThrewException', (error) => scope.__playErrors.push(describe(error)));
      channel.on('storyFinished', (payload) => scope.__finished.push(JSON.parse(JSON.stringify(payload))));
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
    // The body is shown before a play function runs. Wait for the render's last event ('storyFinished', after
    // the play function and the a11y check); a failed play function ends there too, with the error display shown.
    await page.waitForFunction(
      (id) => {
        const scope = window as unknown as { __finished: StoryFinished[] };
        const failed = document.body.classList.contains('sb-show-errordisplay');
        return failed || scope.__finished.some((event) => event.storyId === id);
      },
      story.id,
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
    const finished = await page.evaluate(
      () => (window as unknown as { __finished: StoryFinished[] }).__finished,
    );
    const violations = a11yProblems(story.id, finished);
    page.off('pageerror', onError);
    if (errors.length > 0) problems.push(`${story.title} / ${story.name}: ${errors.join('; ')}`);
    if (violations.length > 0) problems.push(`${story.title} / ${story.name}: axe ${violations.join(', ')}`);
  }
  expect(problems).toEqual([]);
}

/** What the preview's 'storyFinished' event carries: the story's reports, the a11y addon's among them. */
interface StoryFinished {
  storyId: string;
  reporters: {
    type: string;
    status: string;
    result?: { violations?: { id: string; nodes: unknown[] }[]; error?: unknown };
  }[];
}

/**
 * The a11y addon's verdict on the story: every story must carry exactly one a11y report (a story that turns
 * the check off, or a preview that stops running it, fails here), with no violation and no error of axe.
 */
function a11yProblems(storyId: string, finished: StoryFinished[]): string[] {
  // A story rendered again (its args changed by a play function) finishes again: its last render counts.
  const last = finished.filter((event) => event.storyId === storyId).at(-1);
  const reports = (last?.reporters ?? []).filter((report) => report.type === 'a11y');
  if (reports.length !== 1) return [`${reports.length} a11y reports (expected 1)`];
  const { status, result } = reports[0]!;
  if (result?.error !== undefined) return [`axe failed: ${JSON.stringify(result.error)}`];
  if (!result?.violations) return ['a11y report without a result'];
  const problems = result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  if (problems.length === 0 && status !== 'passed') return [`a11y report status ${status}`];
  return problems;
}
