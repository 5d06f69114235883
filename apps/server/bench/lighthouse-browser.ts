import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../../../.storybook/chromium.js';

/** Debian's package `chromium-headless-shell`: the same Chromium release, without the desktop browser. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export interface LighthouseBrowser {
  /** How the bench's table names it. */
  name: string;
  path: string;
}

export const FULL_CHROMIUM: LighthouseBrowser = { name: 'Chromium', path: CHROMIUM_PATH };
export const HEADLESS_SHELL: LighthouseBrowser = {
  name: 'Chromium headless shell',
  path: HEADLESS_SHELL_PATH,
};

/**
 * The browser Lighthouse scores the pupil's page in. Desktop Chromium in headless mode still builds and lays
 * out its window (tab strip, toolbar) for every load: in a trace of one load of the completion route, 1.2 s
 * of the browser's main thread in `View::LayoutImmediately`, on the same two cores as the page, whose tasks
 * Lighthouse then multiplies by its slowdown. No phone's browser does that work; the headless shell (Debian's
 * package of Chromium's own "old headless") has the same Blink, V8 and compositor and no window. So the shell
 * when it is installed, the full Chromium otherwise (the table names which); `BENCH_LIGHTHOUSE_CHROME` (a
 * path) chooses another.
 */
export function lighthouseBrowser(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): LighthouseBrowser {
  const chosen = env.BENCH_LIGHTHOUSE_CHROME;
  if (chosen) {
    if (!exists(chosen)) throw new Error(`BENCH_LIGHTHOUSE_CHROME names no file: ${chosen}`);
    return (
      [HEADLESS_SHELL, FULL_CHROMIUM].find((known) => known.path === chosen) ?? { name: chosen, path: chosen }
    );
  }
  return exists(HEADLESS_SHELL.path) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
