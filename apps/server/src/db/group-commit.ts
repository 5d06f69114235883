import { sqlStateOf } from './sql-state.js';

/**
 * Group commit: many callers' writes in one database call and one transaction. One call is in flight at a
 * time; whatever arrives meanwhile waits and leaves together as the next call (at most `maxBatch` items), so
 * under load each call carries many items and alone an item leaves at once, never waiting for a timer.
 *
 * One call in flight per process is the point, not a limit to raise: two calls of one process would wait on
 * each other's row locks (pupils of one school share the dashboards' rows), and a single backend working
 * through a batch costs the database far less than many backends taking turns on two cores (issue 10,
 * docs/performance.md "Eighteenth run").
 *
 * A batch that the database refused as a whole (an error with a SQLSTATE: it rolled back, nothing of it is
 * stored) is sent again one item at a time through `runOne`, so one bad item, a lock timeout or a deadlock
 * costs time, never another caller's write. Any other failure (the connection lost: the batch may or may not
 * have committed) is each caller's error, as it would be for a call of their own.
 */
export interface GroupCommitOptions<I, O> {
  /** One call for all the items, its results in the items' order. */
  runBatch: (items: I[]) => Promise<O[]>;
  /** One item alone: a batch of one, and each item of a batch the database refused. */
  runOne: (item: I) => Promise<O>;
  maxBatch: number;
  /** Orders a batch's items (a stable sort: items that compare equal keep their order of arrival). */
  compare?: (a: I, b: I) => number;
}

/** How one call ended: its results in the items' order, its error for every item, or refused (sent again alone). */
type Outcome<O> = { results: O[] } | { error: unknown } | { refused: true };

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/** True when PostgreSQL answered with an error code: the statement's transaction was rolled back. */
export const isDatabaseRefusal = (error: unknown) => sqlStateOf(error) !== undefined;

export function createGroupCommit<I, O>(options: GroupCommitOptions<I, O>) {
  const queue: Waiting<I, O>[] = [];
  let inFlight = false;
  let batches = 0;
  let refused = 0;
  let items = 0;

  const runAlone = async (waiting: Waiting<I, O>) => {
    try {
      waiting.resolve(await options.runOne(waiting.item));
    } catch (error) {
      waiting.reject(error);
    }
  };

  /** One call for the waiting items, alone or together; the callers are told later (see `next`). */
  const call = async (waiting: Waiting<I, O>[]): Promise<Outcome<O>> => {
    try {
      if (waiting.length === 1) return { results: [await options.runOne(waiting[0]!.item)] };
      const results = await options.runBatch(waiting.map((entry) => entry.item));
      if (results.length !== waiting.length || waiting.some((_, index) => results[index] === undefined))
        throw new Error(`group commit: ${results.length} results for ${waiting.length} items`);
      return { results };
    } catch (error) {
      if (waiting.length === 1 || !isDatabaseRefusal(error)) return { error };
      refused += 1;
      return { refused: true };
    }
  };

  const tell = (waiting: Waiting<I, O>[], outcome: Outcome<O>) => {
    if ('results' in outcome) waiting.forEach((entry, index) => entry.resolve(outcome.results[index]!));
    else if ('error' in outcome) for (const entry of waiting) entry.reject(outcome.error);
  };

  const next = () => {
    if (inFlight || queue.length === 0) return;
    inFlight = true;
    const waiting = queue.splice(0, options.maxBatch);
    if (options.compare) waiting.sort((a, b) => options.compare!(a.item, b.item));
    batches += 1;
    void (async () => {
      const outcome = await call(waiting);
      inFlight = false;
      // The next call leaves before this one's callers go on. Told at once, their requests' rest (the
      // response, its log line, the socket write: about 0.1 ms each) ran first, in the promise jobs queued
      // before the next call's own, while the database waited with nothing to do (issue 10). Told in the
      // next turn of the event loop, they answer while the database works on the next call.
      next();
      setImmediate(tell, waiting, outcome);
      // Refused as a whole: each item alone, one after another; the next batch need not wait for them.
      if ('refused' in outcome) for (const entry of waiting) await runAlone(entry);
    })();
  };

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        items += 1;
        queue.push({ item, resolve, reject });
        next();
      });
    },
    /** Items submitted, calls made (alone or batched) and batches refused so far: tests and /metrics. */
    stats: () => ({ items, batches, refused, waiting: queue.length }),
  };
}
