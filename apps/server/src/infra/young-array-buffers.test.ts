import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { restoreYoungArrayBufferScavenges } from './young-array-buffers.js';

const MODULE = new URL('./young-array-buffers.ts', import.meta.url).href;
const MB = 1024 * 1024;

/**
 * A fresh process with the start command's young generation drops 20,000 Buffers of 64 KB (1.25 GB) one
 * after another, as an export drops its socket reads, and reports whether the flag was set and the most
 * ArrayBuffer memory it held at once (sampled every 50 Buffers).
 */
function peakOfShortLivedBuffers(restore: boolean): { restored: boolean; peakMb: number } {
  const script = `
    const { restoreYoungArrayBufferScavenges } = await import(${JSON.stringify(MODULE)});
    const restored = ${restore} && restoreYoungArrayBufferScavenges();
    let peak = 0;
    for (let i = 0; i < 20_000; i++) {
      const chunk = Buffer.allocUnsafe(64 * 1024);
      chunk[0] = i;
      if (i % 50 === 0) peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }
    console.log(JSON.stringify({ restored, peakMb: peak / ${MB} }));`;
  const output = execFileSync(
    process.execPath,
    ['--max-semi-space-size=16', '--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' }, timeout: 60_000 },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as { restored: boolean; peakMb: number };
}

describe('young ArrayBuffers freed by scavenges', () => {
  it('leaves runtimes before Node 24 alone: Node 20 refuses the flag, Node 22 has the old default', () => {
    expect(restoreYoungArrayBufferScavenges('20.19.0')).toBe(false);
    expect(restoreYoungArrayBufferScavenges('22.12.0')).toBe(false);
  });

  it('frees dropped Buffers long before the 64 MB external limit on Node 24 and later', () => {
    const onNode24 = Number(process.versions.node.split('.')[0]) >= 24;
    const before = peakOfShortLivedBuffers(false);
    const after = peakOfShortLivedBuffers(true);
    expect(after.restored).toBe(onNode24);
    // Node 24's default: 120-200 MB held (a full collection frees them); with the flag: 25-35 MB.
    if (onNode24) {
      expect(before.peakMb).toBeGreaterThan(64);
      expect(after.peakMb).toBeLessThan(48);
    }
  });
});
