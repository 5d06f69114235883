import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../../.storybook/chromium.js';
import { benchChromiumFlags } from './signed-in-chromium.js';

describe('benchChromiumFlags', () => {
  const flags = benchChromiumFlags();
  const disabled = flags.filter((flag) => flag.startsWith('--disable-features='));

  it("keeps every flag the other checks' Chromium gets", () => {
    expect(flags).toEqual(expect.arrayContaining(CHROMIUM_ARGS));
  });

  it("turns off the omnibox popup's page in the one --disable-features, with chrome-launcher's own features", () => {
    // Chromium reads the last --disable-features only, and chrome-launcher puts its own first.
    expect(disabled).toHaveLength(1);
    const features = disabled[0]!.split('=')[1]!.split(',');
    expect(features).toEqual(expect.arrayContaining(['PreloadTopChromeWebUI', 'WebUIOmniboxPopup']));
    const launcherFeatures = Launcher.defaultFlags()
      .find((flag) => flag.startsWith('--disable-features='))!
      .split('=')[1]!
      .split(',');
    expect(launcherFeatures.length).toBeGreaterThan(0);
    expect(features).toEqual(expect.arrayContaining(launcherFeatures));
  });
});
