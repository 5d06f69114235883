import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { withChromiumPage } from './signed-in-chromium.js';

/**
 * The CPU slowdown that makes this machine's Chromium score like a given phone on Lighthouse's CPU benchmark
 * (benchmarkIndex), found as Chrome DevTools' own calibration finds it (panels/mobile_throttling/
 * CalibrationController.ts): the benchmark run under DevTools' CPU throttling, the rate bisected until the
 * score is within 10 points of the phone's. The score does not fall in proportion to the rate, hence the
 * bisection rather than this machine's index divided by the phone's.
 */

export interface PhoneClass {
  name: string;
  /** Lighthouse's benchmarkIndex of such a phone, DevTools' reference figures. */
  benchmarkIndex: number;
}

/** DevTools' two reference phones: a mid-tier (Pixel 5) and a low-tier one (Moto G4 Power 2022). */
export const MID_TIER_PHONE: PhoneClass = { name: 'mid-tier phone (Pixel 5 class)', benchmarkIndex: 1000 };
export const LOW_TIER_PHONE: PhoneClass = {
  name: 'low-tier phone (Moto G4 Power class)',
  benchmarkIndex: 264,
};

export interface Calibration {
  phone: PhoneClass;
  /** 1 when this machine is no faster than the phone (nothing to slow down). */
  cpuSlowdownMultiplier: number;
  /** The benchmark's score at that slowdown. */
  benchmarkIndex: number;
}

const MAX_BISECT_STEPS = 8;
const CLOSE_ENOUGH = 10;

/** DevTools' throttling backend keeps two decimals. */
const hundredths = (rate: number) => Number(rate.toFixed(2));

export async function calibrateCpuSlowdown(
  phones: readonly PhoneClass[],
  /** The browser the slowdowns are for (Lighthouse's, lighthouse-browser.ts). */
  chromePath?: string,
): Promise<{
  unthrottledIndex: number;
  calibrations: Calibration[];
}> {
  return withChromiumPage(async (page) => {
    const cdp = await page.createCDPSession();
    const scoreAt = async (rate: number): Promise<number> => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      // About one second per run (two 500 ms halves).
      return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>;
    };
    await scoreAt(1); // V8 warms up.
    const unthrottledIndex = await scoreAt(1);
    const calibrations: Calibration[] = [];
    for (const phone of phones) {
      if (unthrottledIndex <= phone.benchmarkIndex) {
        calibrations.push({ phone, cpuSlowdownMultiplier: 1, benchmarkIndex: unthrottledIndex });
        continue;
      }
      let lower = 1;
      let upper = hundredths((unthrottledIndex / phone.benchmarkIndex) * 1.5);
      let rate = upper;
      let score = Number.NaN;
      for (let step = 0; step < MAX_BISECT_STEPS; step++) {
        rate = hundredths((lower + upper) / 2);
        score = await scoreAt(rate);
        if (Math.abs(score - phone.benchmarkIndex) < CLOSE_ENOUGH) break;
        if (score < phone.benchmarkIndex) upper = rate;
        else lower = rate;
      }
      calibrations.push({ phone, cpuSlowdownMultiplier: rate, benchmarkIndex: score });
    }
    return { unthrottledIndex, calibrations };
  }, chromePath);
}
