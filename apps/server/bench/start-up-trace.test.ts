import { describe, expect, it } from 'vitest';
import { blockingOfTrace } from './start-up-trace.js';

const PAGE = 'http://127.0.0.1:4000';
const RENDERER = 7;
const OTHER = 9;
const MAIN = 1;

function task(pid: number, ts: number, wallMs: number, cpuMs: number) {
  return { name: 'RunTask', ph: 'X', pid, tid: MAIN, ts, dur: wallMs * 1000, tdur: cpuMs * 1000 };
}

const trace = [
  { name: 'thread_name', ph: 'M', pid: RENDERER, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: OTHER, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  {
    name: 'ParseHTML',
    ph: 'X',
    pid: OTHER,
    tid: MAIN,
    ts: 0,
    dur: 10,
    args: { beginData: { url: 'chrome://omnibox-popup.top-chrome/' } },
  },
  {
    name: 'ParseHTML',
    ph: 'X',
    pid: RENDERER,
    tid: MAIN,
    ts: 5,
    dur: 10,
    args: { beginData: { url: `${PAGE}/completare-lectie/id/2` } },
  },
  // Before the first paint: not counted.
  task(RENDERER, 100, 200, 100),
  { name: 'firstContentfulPaint', ph: 'I', pid: RENDERER, tid: MAIN, ts: 1_000_000 },
  // 4 x 40 ms wall = 160 -> 110; 4 x 10 ms CPU = 40 -> 0.
  task(RENDERER, 1_100_000, 40, 10),
  // 4 x 30 ms wall = 120 -> 70; 4 x 20 ms CPU = 80 -> 30.
  task(RENDERER, 1_200_000, 30, 20),
  // Another renderer's long task: not the page's.
  task(OTHER, 1_300_000, 500, 500),
  // Short at 4x either way.
  task(RENDERER, 1_400_000, 12, 12),
];

describe('blockingOfTrace', () => {
  it("sums the page's main-thread tasks after the first paint, scaled, from wall and from CPU time", () => {
    expect(blockingOfTrace(trace, PAGE, 4)).toEqual({ fromWallMs: 180, fromCpuMs: 30, mainThreadCpuMs: 42 });
  });

  it('scales by the slowdown it is given', () => {
    expect(blockingOfTrace(trace, PAGE, 1).fromWallMs).toBe(0);
  });

  it('refuses a trace without the page', () => {
    expect(() => blockingOfTrace(trace, 'http://127.0.0.1:5000', 4)).toThrow(/no renderer/);
  });
});
