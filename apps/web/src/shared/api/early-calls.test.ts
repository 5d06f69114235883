import { EARLY_CALLS_GLOBAL, type EarlyCall } from '@platform/contracts';
import { EARLY_CALL_FRESH_MS, fetchWithEarlyCalls, takeEarlyResponse } from './early-calls.js';

const URL_OF_LESSON = 'http://localhost:3000/api/lessons/7';
const AUTH = 'Bearer token-1';
const NOW = 1_000_000;

const slot = window as unknown as Record<string, Record<string, EarlyCall> | undefined>;
function startEarly(url: string, response: Promise<Response>, startedAt = NOW): void {
  slot[EARLY_CALLS_GLOBAL] = {
    ...slot[EARLY_CALLS_GLOBAL],
    [url]: { authorization: AUTH, startedAt, response },
  };
}
const get = (url: string, authorization = AUTH, method = 'GET') =>
  new Request(url, { method, headers: { Authorization: authorization } });

afterEach(() => {
  delete slot[EARLY_CALLS_GLOBAL];
  vi.unstubAllGlobals();
});

describe("the calls a page's HTML started", () => {
  it('answer the same GET with the same token once, then the network does', async () => {
    const early = Promise.resolve(new Response('{"id":7}'));
    startEarly(URL_OF_LESSON, early);
    expect(takeEarlyResponse(get(URL_OF_LESSON), NOW + 50)).toBe(early);
    expect(takeEarlyResponse(get(URL_OF_LESSON), NOW + 60)).toBeUndefined();
  });

  it('are not used for another address, another token, another method, or once stale, and are dropped', () => {
    const early = Promise.resolve(new Response('{}'));
    startEarly(URL_OF_LESSON, early);
    expect(takeEarlyResponse(get(`${URL_OF_LESSON}?x=1`), NOW)).toBeUndefined();
    expect(takeEarlyResponse(get(URL_OF_LESSON, 'Bearer token-2'), NOW)).toBeUndefined();
    // A token that differs (the app refreshed first) uses the network, and the early answer is gone.
    expect(takeEarlyResponse(get(URL_OF_LESSON), NOW)).toBeUndefined();
    startEarly(URL_OF_LESSON, early);
    expect(takeEarlyResponse(get(URL_OF_LESSON, AUTH, 'POST'), NOW)).toBeUndefined();
    expect(takeEarlyResponse(get(URL_OF_LESSON), NOW + EARLY_CALL_FRESH_MS)).toBeUndefined();
    expect(slot[EARLY_CALLS_GLOBAL]).toEqual({});
  });

  it('without any, every request goes to the network', async () => {
    const network = vi.fn(async () => new Response('{"from":"network"}'));
    vi.stubGlobal('fetch', network);
    const response = await fetchWithEarlyCalls(get(URL_OF_LESSON));
    expect(await response.json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("give the app the early answer without a request, and a network failure there is retried as the app's own", async () => {
    const network = vi.fn(async () => new Response('{"from":"network"}'));
    vi.stubGlobal('fetch', network);
    startEarly(URL_OF_LESSON, Promise.resolve(new Response('{"from":"html"}')), Date.now());
    expect(await (await fetchWithEarlyCalls(get(URL_OF_LESSON))).json()).toEqual({ from: 'html' });
    expect(network).not.toHaveBeenCalled();

    startEarly(URL_OF_LESSON, Promise.reject(new TypeError('Failed to fetch')), Date.now());
    expect(await (await fetchWithEarlyCalls(get(URL_OF_LESSON))).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
