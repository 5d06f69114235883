import { writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { withSignedInPage } from './signed-in-chromium.js';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes on the wire (headers included) and requests, from Lighthouse's own network log. */
  scriptTransferBytes: number;
  scriptRequests: number;
  /** Content-Encoding values the server answered the scripts with. */
  scriptEncodings: string[];
  /** Paths of the scripts fetched, without the leading slash (as the size budget names files). */
  scriptFiles: string[];
  /** Bytes on the wire of each of those scripts. */
  scriptFileBytes: Record<string, number>;
  /** Lighthouse's CPU benchmark of this machine at the time (higher is faster; ~1,000+ on a desktop). */
  benchmarkIndex: number;
}

/** Lighthouse's default mobile network (slow 4G), kept when only the CPU slowdown changes. */
const MOBILE_SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};

/**
 * Lighthouse's errors that say its own trace recording failed, not the page: the run is made again, at most
 * `TRACE_FAILURE_RETRIES` times (one in a few dozen runs ends so on these hosts, and ended a whole bench).
 */
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_FCP_TRACE_EVENT', 'NO_TRACING_STARTED']);
const TRACE_FAILURE_RETRIES = 2;

class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse: ${message}`);
  }
}

/**
 * Lighthouse's default (mobile) performance audit of one page, signed in: the tokens go into
 * localStorage from a same-origin JSON URL first, so no script of the app is cached before the audit.
 */
export async function runLighthouse(
  url: string,
  storage: Record<string, string>,
  cpuSlowdownMultiplier = 4,
  chromePath?: string,
): Promise<LighthouseFigures> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runLighthouseOnce(url, storage, cpuSlowdownMultiplier, chromePath);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError && TRACE_FAILURES.has(error.code))) throw error;
      if (attempt >= TRACE_FAILURE_RETRIES) throw error;
      console.log(`${error.message}: the run is made again`);
    }
  }
}

async function runLighthouseOnce(
  url: string,
  storage: Record<string, string>,
  /** Lighthouse's default is 4 (a mid-range phone simulated on a fast desktop). */
  cpuSlowdownMultiplier = 4,
  /** The browser's executable (lighthouse-browser.ts); the benches' Chromium when not given. */
  chromePath?: string,
): Promise<LighthouseFigures> {
  return withSignedInPage(
    url,
    storage,
    async (page) => {
      const encodings = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          encodings.add(response.headers()['content-encoding'] ?? 'identity');
      });
      const result = await lighthouse(
        url,
        { disableStorageReset: true, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
        cpuSlowdownMultiplier === 4
          ? undefined
          : {
              extends: 'lighthouse:default',
              settings: { throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier } },
            },
        page,
      );
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      // The whole report (critical request chains, LCP element, main-thread work) for a closer look.
      const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        const name = `${cpuSlowdownMultiplier}x${chromePath ? `-${path.basename(chromePath)}` : ''}`;
        writeFileSync(`${reportDir}/lighthouse-${name}.json`, JSON.stringify(lhr, null, 1));
        // The browser's trace of the load, for chrome://tracing or Perfetto (which task blocked, and why).
        const trace = (result.artifacts as { Trace?: unknown }).Trace;
        if (trace) writeFileSync(`${reportDir}/trace-${name}.json`, JSON.stringify(trace));
      }
      if (lhr.runtimeError) throw new LighthouseRuntimeError(lhr.runtimeError.code, lhr.runtimeError.message);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const requests =
        (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const scripts = requests.filter((item) => item.resourceType === 'Script');
      const fileOf = (item: NetworkItem) => new URL(item.url ?? '', url).pathname.replace(/^\//, '');
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        scriptTransferBytes: scripts.reduce((total, item) => total + (item.transferSize ?? 0), 0),
        scriptRequests: scripts.length,
        scriptEncodings: [...encodings].sort(),
        scriptFiles: scripts.map((item) => fileOf(item)).sort(),
        scriptFileBytes: Object.fromEntries(scripts.map((item) => [fileOf(item), item.transferSize ?? 0])),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    },
    chromePath,
  );
}

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}
