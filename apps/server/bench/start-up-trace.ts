import type { Page } from 'puppeteer-core';

/**
 * The blocking time Lighthouse would simulate at a CPU slowdown, computed from one unthrottled trace of a load
 * twice: from each main-thread task's wall time, as Lighthouse does, and from its CPU time. On this 2-core
 * host the page's renderer shares the cores with the browser's other processes and the bench's own server,
 * which answers the page's first calls at the same moment: a task's wall time was 3-5 times its CPU time,
 * and Lighthouse multiplies that waiting too. The CPU figure is what the page's own code costs, and the one
 * that compares two builds on a loaded machine.
 */
export interface TraceBlocking {
  /** Sum over main-thread tasks after the first contentful paint of max(0, slowdown x wall ms - 50). */
  fromWallMs: number;
  /** The same from each task's CPU time (the trace's thread duration). */
  fromCpuMs: number;
  /** Main-thread CPU time of those tasks, unscaled. */
  mainThreadCpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; beginData?: { url?: string } };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel'];
const LONG_TASK_MS = 50;

/** Runs `load` (a navigation and a wait) while Chromium traces, and returns the trace's events. */
export async function tracedEvents(page: Page, load: () => Promise<void>): Promise<TraceEvent[]> {
  await page.tracing.start({ categories: CATEGORIES });
  await load();
  const buffer = await page.tracing.stop();
  if (!buffer) throw new Error('Chromium returned no trace');
  const parsed = JSON.parse(Buffer.from(buffer).toString('utf8')) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** The page's main thread: the renderer that parsed a document of `origin`. */
export function blockingOfTrace(events: TraceEvent[], origin: string, slowdown: number): TraceBlocking {
  const pid = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(origin),
  )?.pid;
  const main = events.find(
    (event) => event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain',
  );
  if (pid === undefined || !main) throw new Error(`no renderer of ${origin} in the trace`);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid)?.ts ?? 0;
  const tasks = events.filter(
    (event) =>
      event.pid === pid &&
      event.tid === main.tid &&
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.ts >= fcp,
  );
  const blocking = (microseconds: (task: TraceEvent) => number) =>
    tasks.reduce((sum, task) => sum + Math.max(0, (slowdown * microseconds(task)) / 1000 - LONG_TASK_MS), 0);
  return {
    fromWallMs: blocking((task) => task.dur ?? 0),
    fromCpuMs: blocking((task) => task.tdur ?? task.dur ?? 0),
    mainThreadCpuMs: tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000,
  };
}
