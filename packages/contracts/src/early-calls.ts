// Apart from route-preloads.ts: the app imports these, and that module's schemas are build and server code.

/**
 * The window property where a page's HTML leaves the calls it started (`EarlyCall` by absolute URL), for the
 * app to take, each once.
 */
export const EARLY_CALLS_GLOBAL = '__ecoEarlyCalls';

/** One call the page's HTML started: the app uses its answer only for the same URL and Authorization. */
export interface EarlyCall {
  authorization: string;
  /** `Date.now()` when it was sent. */
  startedAt: number;
  response: Promise<Response>;
}
