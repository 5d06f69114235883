/** Collections of one kind: how many, and their pauses' total time. */
export interface GcKindTotals {
  count: number;
  seconds: number;
}

/** The server's garbage collections so far, by prom-client's kind (minor, major, incremental, weakcb). */
export type GcTotals = Map<string, GcKindTotals>;

const GC_METRIC = 'nodejs_gc_duration_seconds';
const sample = new RegExp(`^${GC_METRIC}_(count|sum)\\{kind="([a-z]+)"\\} ([0-9.eE+-]+)$`);

/** Reads prom-client's GC histogram out of a /metrics text (its `_count` and `_sum` lines per kind). */
export function parseGcTotals(metricsText: string): GcTotals {
  const totals: GcTotals = new Map();
  for (const line of metricsText.split('\n')) {
    const match = sample.exec(line.trim());
    if (!match) continue;
    const [, field, kind, value] = match;
    const entry = totals.get(kind!) ?? { count: 0, seconds: 0 };
    if (field === 'count') entry.count = Number(value);
    else entry.seconds = Number(value);
    totals.set(kind!, entry);
  }
  return totals;
}

/** Opens a bench server's /metrics: the benches start their servers with it as METRICS_TOKEN. */
export const METRICS_TOKEN = 'bench-metrics-bench-metrics';

/**
 * The server's collections so far, from its /metrics; undefined when it does not answer, so a bench row never
 * fails for want of a diagnostic.
 */
async function serverGcTotals(url: string): Promise<GcTotals | undefined> {
  try {
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    return response.ok ? parseGcTotals(await response.text()) : undefined;
  } catch {
    return undefined;
  }
}

const KIND_NAMES: [kind: string, name: string][] = [
  ['minor', 'scavenges'],
  ['major', 'mark-compacts'],
];

/**
 * What the server's garbage collector did between two readings, e.g. "GC: 108 scavenges 167 ms, 3
 * mark-compacts 24 ms". The answers' rate follows it: runs of the same code with several times the
 * mark-compacts and the scavenges' time run slower (docs/performance.md, "Twenty-eighth run").
 */
export function gcNote(before: GcTotals | undefined, after: GcTotals | undefined): string | undefined {
  if (!before || !after) return undefined;
  const parts = KIND_NAMES.map(([kind, name]) => {
    const from = before.get(kind) ?? { count: 0, seconds: 0 };
    const to = after.get(kind) ?? { count: 0, seconds: 0 };
    return `${to.count - from.count} ${name} ${Math.round((to.seconds - from.seconds) * 1000)} ms`;
  });
  return `GC: ${parts.join(', ')}`;
}

/**
 * Watches the server at `url` from now: `note()` says what its collector did since (`gcNote`), undefined when
 * /metrics does not answer.
 */
export async function watchServerGc(url: string): Promise<{ note: () => Promise<string | undefined> }> {
  const before = await serverGcTotals(url);
  return { note: async () => gcNote(before, await serverGcTotals(url)) };
}
