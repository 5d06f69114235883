import { describe, expect, it } from 'vitest';
import { deepChunk } from './programme-scale-bench.js';

describe('deepChunk', () => {
  it("is a 200,000-row page's last chunk when the report holds that many rows", () => {
    expect(deepChunk(1_002_508)).toEqual({ page: 199, label: 'rows 199,001-200,000' });
    expect(deepChunk(200_000)).toEqual({ page: 199, label: 'rows 199,001-200,000' });
  });

  it("is the report's last full chunk when it holds fewer, never an empty page", () => {
    expect(deepChunk(102_508)).toEqual({ page: 101, label: 'rows 101,001-102,000' });
    expect(deepChunk(999)).toEqual({ page: 0, label: 'rows 1-1,000' });
  });
});
