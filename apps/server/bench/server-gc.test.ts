import { describe, expect, it } from 'vitest';
import { gcNote, parseGcTotals } from './server-gc.js';

const metrics = (
  minor: [number, number],
  major: [number, number],
) => `# HELP nodejs_gc_duration_seconds Garbage collection duration by kind, one of major, minor, incremental or weakcb.
# TYPE nodejs_gc_duration_seconds histogram
nodejs_gc_duration_seconds_bucket{le="0.001",kind="minor"} 3
nodejs_gc_duration_seconds_sum{kind="minor"} ${minor[1]}
nodejs_gc_duration_seconds_count{kind="minor"} ${minor[0]}
nodejs_gc_duration_seconds_sum{kind="major"} ${major[1]}
nodejs_gc_duration_seconds_count{kind="major"} ${major[0]}
nodejs_gc_duration_seconds_sum{kind="incremental"} 0.004
nodejs_gc_duration_seconds_count{kind="incremental"} 2
http_requests_total{method="POST",route="/api/answers",status="200"} 28672`;

describe('the server GC note of the load bench', () => {
  it("reads prom-client's GC histogram by kind and ignores every other line", () => {
    const totals = parseGcTotals(metrics([12, 0.0205], [2, 0.0081]));
    expect(totals.get('minor')).toEqual({ count: 12, seconds: 0.0205 });
    expect(totals.get('major')).toEqual({ count: 2, seconds: 0.0081 });
    expect(totals.get('incremental')).toEqual({ count: 2, seconds: 0.004 });
    expect(totals.size).toBe(3);
  });

  it('says what the collector did between two readings', () => {
    const before = parseGcTotals(metrics([12, 0.0205], [2, 0.0081]));
    const after = parseGcTotals(metrics([120, 0.1875], [5, 0.0321]));
    expect(gcNote(before, after)).toBe('GC: 108 scavenges 167 ms, 3 mark-compacts 24 ms');
  });

  it('says nothing when a reading is missing (the server did not answer)', () => {
    expect(gcNote(undefined, parseGcTotals(metrics([1, 0], [0, 0])))).toBeUndefined();
  });
});
