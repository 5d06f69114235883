import { describe, expect, it } from 'vitest';
import { FULL_CHROMIUM, HEADLESS_SHELL, lighthouseBrowser } from './lighthouse-browser.js';

const installed =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('lighthouseBrowser', () => {
  it('scores in the headless shell when Debian’s package is installed', () => {
    expect(lighthouseBrowser({}, installed(HEADLESS_SHELL.path, FULL_CHROMIUM.path))).toEqual(HEADLESS_SHELL);
  });

  it('falls back to the desktop Chromium, and says so by name, when the shell is missing', () => {
    const browser = lighthouseBrowser({}, installed(FULL_CHROMIUM.path));
    expect(browser).toEqual(FULL_CHROMIUM);
    expect(browser.name).toBe('Chromium');
  });

  it('takes BENCH_LIGHTHOUSE_CHROME over both, and refuses a path that names no file', () => {
    const env = { BENCH_LIGHTHOUSE_CHROME: '/opt/other/chrome' };
    expect(lighthouseBrowser(env, installed('/opt/other/chrome', HEADLESS_SHELL.path)).path).toBe(
      '/opt/other/chrome',
    );
    expect(() => lighthouseBrowser(env, installed(HEADLESS_SHELL.path))).toThrow(/names no file/);
  });

  it('names a known browser chosen by path as the default choice would', () => {
    const env = { BENCH_LIGHTHOUSE_CHROME: FULL_CHROMIUM.path };
    expect(lighthouseBrowser(env, installed(HEADLESS_SHELL.path, FULL_CHROMIUM.path))).toEqual(FULL_CHROMIUM);
  });
});
