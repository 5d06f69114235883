/** One benchmark's figures, as printed in the results table. */
export interface CaseResult {
  name: string;
  ops: number;
  seconds: number;
  opsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Highest resident set size sampled while the case ran (the in-process database included). */
  peakRssMb: number;
  note?: string;
  /** Database the case ran on (`postgres`, `pglite`), when it depends on one. */
  database?: string;
  /** The goal for this figure, e.g. `>= 1,500/s, p99 <= 100 ms`. */
  goal?: string;
  /** The figure compared with the goal, as printed (e.g. `1,620/s, p99 84 ms, 0 errors`). */
  measured?: string;
  /** A ratio measured in the same run (machine-independent), e.g. `0.41 of raw insert`. */
  ratio?: string;
  /** Whether the goal is met: printed as yes / NO; undefined when the row has no goal. */
  met?: boolean;
  p99Ms?: number;
}

export interface CaseOptions {
  name: string;
  /** The loop stops at whichever bound comes first. */
  maxOps: number;
  maxSeconds: number;
  /** Untimed calls first, so JIT, prepared plans and caches are warm. */
  warmup?: number;
  /** Operations in flight at once (1 = pure latency). */
  concurrency?: number;
  note?: string;
  /** One operation; `index` counts from 0 over warm-up and timed calls; it throws on an unexpected answer. */
  run(index: number): Promise<unknown>;
}

const MB = 1024 * 1024;

/** Samples RSS every few milliseconds (when the event loop is free) and keeps the peak. */
export function startRssSampler(intervalMs = 10): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss()) / MB;
    },
  };
}

/** The value at `fraction` of the sorted durations (nearest rank). */
export function percentile(sortedMs: readonly number[], fraction: number): number {
  if (sortedMs.length === 0) return 0;
  const rank = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil(fraction * sortedMs.length) - 1));
  return sortedMs[rank]!;
}

/** The median of unsorted figures (nearest rank, as `percentile`). */
export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/**
 * A whole number from an environment variable, kept within [min, max] so every loop stays bounded; the
 * fallback when it is unset or not a number.
 */
export function boundedEnvCount(name: string, fallback: number, min: number, max: number): number {
  return Math.round(boundedEnvNumber(name, fallback, min, max));
}

/** A number from an environment variable (e.g. a CPU slowdown of 13.58), kept within [min, max]. */
export function boundedEnvNumber(name: string, fallback: number, min: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Math.min(Math.max(Number.isFinite(value) ? value : fallback, min), max);
}

/** A rate measured with `concurrency` calls in flight, and each call's latency. */
export interface ConcurrentRate {
  ops: number;
  seconds: number;
  perSecond: number;
  concurrency: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * Runs `call` (given a running index) with `concurrency` calls in flight until `maxOps` calls were issued or
 * `maxSeconds` have passed; a reference rate for a ratio, beside the figure it divides.
 */
export async function concurrentRate(
  bounds: { concurrency: number; maxOps: number; maxSeconds: number },
  call: (index: number) => Promise<void>,
): Promise<ConcurrentRate> {
  const durations: number[] = [];
  let issued = 0;
  const started = performance.now();
  const deadline = started + bounds.maxSeconds * 1000;
  async function worker(): Promise<void> {
    while (issued < bounds.maxOps && performance.now() < deadline) {
      const index = issued++;
      const callStart = performance.now();
      await call(index);
      durations.push(performance.now() - callStart);
    }
  }
  await Promise.all(Array.from({ length: bounds.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    ops: durations.length,
    seconds,
    perSecond: durations.length / seconds,
    concurrency: bounds.concurrency,
    p50Ms: percentile(durations, 0.5),
    p95Ms: percentile(durations, 0.95),
    p99Ms: percentile(durations, 0.99),
    maxMs: durations.at(-1) ?? 0,
  };
}

/** A case's figures from its calls' durations (ms; sorted here) over `seconds`. */
export function caseFromDurations(
  name: string,
  durations: number[],
  seconds: number,
  extra: { peakRssMb?: number; note?: string } = {},
): CaseResult {
  durations.sort((a, b) => a - b);
  return {
    name,
    ops: durations.length,
    seconds,
    opsPerSecond: durations.length / seconds,
    p50Ms: percentile(durations, 0.5),
    p95Ms: percentile(durations, 0.95),
    p99Ms: percentile(durations, 0.99),
    maxMs: durations.at(-1) ?? 0,
    peakRssMb: extra.peakRssMb ?? 0,
    ...(extra.note === undefined ? {} : { note: extra.note }),
  };
}

/** Runs a bounded loop (count and time) and returns throughput, latency percentiles and peak RSS. */
export async function measure(options: CaseOptions): Promise<CaseResult> {
  await collectGarbage();
  let index = 0;
  for (let i = 0; i < (options.warmup ?? 0); i++) await options.run(index++);
  const durations: number[] = [];
  const sampler = startRssSampler();
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  let issued = 0;
  async function worker(): Promise<void> {
    while (issued < options.maxOps && performance.now() < deadline) {
      issued++;
      const callStart = performance.now();
      await options.run(index++);
      durations.push(performance.now() - callStart);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, worker));
  const seconds = (performance.now() - started) / 1000;
  return caseFromDurations(options.name, durations, seconds, {
    peakRssMb: sampler.stop(),
    note: options.note,
  });
}

/** A single long operation (an export): its time is the only sample. */
export async function measureOnce(name: string, run: () => Promise<string | undefined>): Promise<CaseResult> {
  const sampler = startRssSampler();
  const started = performance.now();
  const note = await run();
  const ms = performance.now() - started;
  return {
    name,
    ops: 1,
    seconds: ms / 1000,
    opsPerSecond: 1000 / ms,
    p50Ms: ms,
    p95Ms: ms,
    maxMs: ms,
    peakRssMb: sampler.stop(),
    note,
  };
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** The results as a Markdown table (pasted as is into docs/performance.md). */
export function formatTable(results: readonly CaseResult[]): string {
  const header = [
    'benchmark',
    'db',
    'goal',
    'measured',
    'met',
    'ratio (same run)',
    'ops',
    'ops/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'peak RSS MB',
    'note',
  ];
  const textColumns = new Set([0, 1, 2, 3, 4, 5, 13]);
  const ms = (value: number | undefined) => (value === undefined ? '' : fixed(value, value < 1 ? 3 : 1));
  const rows = results.map((r) => [
    r.name,
    r.database ?? '',
    r.goal ?? '',
    r.measured ?? '',
    r.met === undefined ? '' : r.met ? 'yes' : 'NO',
    r.ratio ?? '',
    String(r.ops),
    r.opsPerSecond >= 100 ? fixed(r.opsPerSecond, 0) : fixed(r.opsPerSecond, 1),
    ms(r.p50Ms),
    ms(r.p95Ms),
    ms(r.p99Ms),
    ms(r.maxMs),
    fixed(r.peakRssMb, 0),
    r.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (textColumns.has(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (textColumns.has(i) ? ':' + '-'.repeat(w + 1) : '-'.repeat(w + 1) + ':')).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/**
 * A full collection of this process's heap before a case is timed (`--expose-gc`, which `npm run bench` passes),
 * then a pause for V8's background threads to finish sweeping it. The bench process holds about 80 MB (mostly
 * the sources of the modules it loaded), and collecting it costs 20-40 ms; during the report sweeps, the calls'
 * own garbage made V8 collect it about once a second, inside the calls being timed (28 calls of 3,240 over 30 ms
 * in one run; docs/performance.md, "Thirty-seventh run").
 */
async function collectGarbage(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  gc();
  await new Promise((resolve) => setTimeout(resolve, SWEEPING_PAUSE_MS));
}
const SWEEPING_PAUSE_MS = 50;
