import { EARLY_CALLS_GLOBAL, type EarlyCall } from '@platform/contracts';

/**
 * Answers older than this are not used: the app asks again. Like the completion prefetch, an early call only
 * bridges the time between the page's HTML and the app's first calls, never serves a later visit.
 */
export const EARLY_CALL_FRESH_MS = 10_000;

type EarlyCalls = Record<string, EarlyCall | undefined>;

function earlyCalls(): EarlyCalls | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS_GLOBAL];
}

/**
 * The answer of a call the page's HTML started (first-load/early-calls-script.ts, in index.html), once: only
 * for a GET of the same URL with the same Authorization, sent less than `EARLY_CALL_FRESH_MS` ago. Anything else,
 * a second ask included, is undefined and goes to the network.
 */
export function takeEarlyResponse(request: Request, now = Date.now()): Promise<Response> | undefined {
  const calls = earlyCalls();
  const call = calls?.[request.url];
  if (!calls || !call || request.method !== 'GET') return undefined;
  delete calls[request.url];
  const fresh = now - call.startedAt < EARLY_CALL_FRESH_MS;
  if (!fresh || request.headers.get('authorization') !== call.authorization) return undefined;
  return call.response;
}

/**
 * `fetch` for RTK Query's base query: a call the page's HTML has already started is answered by it (a network
 * failure there sends the request again, as a first try would have been), anything else goes out now.
 */
export function fetchWithEarlyCalls(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = input instanceof Request ? takeEarlyResponse(input) : undefined;
  return early ? early.catch(() => fetch(input, init)) : fetch(input, init);
}
