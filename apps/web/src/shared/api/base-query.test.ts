import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { EARLY_CALLS_GLOBAL, STORAGE_KEYS } from '@platform/contracts';
import { createAuthBaseQuery } from './base-query.js';
import { readApiError } from './api-error.js';
import { sessionSlice, tokensReceived } from '../session/session-slice.js';
import { readStoredTokens, writeStoredTokens } from '../session/token-storage.js';
import { fakeJwt } from '../../test/fake-jwt.js';
import { installFakeServer, json, type FakeRequest } from '../../test/fake-server.js';

const BASE_URL = 'http://localhost:3000/api';

function setup(initialToken: string) {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  store.dispatch(tokensReceived({ token: initialToken, refreshToken: 'refresh-1' }));
  writeStoredTokens({ token: initialToken, refreshToken: 'refresh-1' });
  const onSessionExpired = vi.fn();
  const onError = vi.fn();
  const { baseQuery } = createAuthBaseQuery({
    baseUrl: BASE_URL,
    retryDelayMs: 0,
    onTokensRefreshed: (tokens, api) => {
      writeStoredTokens(tokens);
      api.dispatch(tokensReceived(tokens));
    },
    onSessionExpired,
    onError,
  });
  const apiFor = (type: 'query' | 'mutation' = 'query'): BaseQueryApi => ({
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type,
  });
  return { store, baseQuery, apiFor, onSessionExpired, onError };
}

const oldToken = fakeJwt({ sub: '1' });
const newToken = fakeJwt({ sub: '1', name: 'refreshed' });

/** A server whose protected resource accepts only `newToken`; refresh-1 is a valid refresh token. */
function rotatingServer(refreshOk = true) {
  return installFakeServer(async (request: FakeRequest) => {
    if (request.path === '/auth/refresh-token') {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return refreshOk
        ? json(200, { token: newToken, refreshToken: 'refresh-2' })
        : json(401, { message: 'Sesiune expirată', errors: {} });
    }
    return request.authorization === `Bearer ${newToken}`
      ? json(200, { ok: true })
      : json(401, { message: 'Neautorizat', errors: {} });
  });
}

describe('createAuthBaseQuery', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token as a bearer header', async () => {
    const { baseQuery, apiFor } = setup(oldToken);
    const server = installFakeServer(() => json(200, { ok: true }));
    const result = await baseQuery('/users/profile', apiFor(), {});
    expect(result.data).toEqual({ ok: true });
    expect(server.requests[0]).toMatchObject({ path: '/users/profile', authorization: `Bearer ${oldToken}` });
  });

  it("answers a call the page's HTML already started with that answer, and a 401 there as its own", async () => {
    const { baseQuery, apiFor } = setup(oldToken);
    const server = rotatingServer();
    const early = (body: object, status: number) => ({
      authorization: `Bearer ${oldToken}`,
      startedAt: Date.now(),
      response: Promise.resolve(Response.json(body, { status })),
    });
    const slot = window as unknown as Record<string, unknown>;
    slot[EARLY_CALLS_GLOBAL] = { [`${BASE_URL}/users/profile`]: early({ early: true }, 200) };
    expect((await baseQuery('/users/profile', apiFor(), {})).data).toEqual({ early: true });
    expect(server.requests).toEqual([]);
    // The token was stale: the early call's 401 refreshes and retries like the app's own call.
    slot[EARLY_CALLS_GLOBAL] = { [`${BASE_URL}/users/profile`]: early({ message: 'Neautorizat' }, 401) };
    expect((await baseQuery('/users/profile', apiFor(), {})).data).toEqual({ ok: true });
    expect(server.requests.map((r) => r.path)).toEqual(['/auth/refresh-token', '/users/profile']);
    delete slot[EARLY_CALLS_GLOBAL];
  });

  it('on a 401 refreshes once, stores the new pair and retries the call', async () => {
    const { baseQuery, apiFor, store } = setup(oldToken);
    const server = rotatingServer();
    const result = await baseQuery('/users/profile', apiFor(), {});
    expect(result.data).toEqual({ ok: true });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/users/profile',
      '/auth/refresh-token',
      '/users/profile',
    ]);
    expect(server.requests[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(store.getState().session.token).toBe(newToken);
    expect(readStoredTokens()).toEqual({ token: newToken, refreshToken: 'refresh-2' });
  });

  it('lets concurrent requests wait for a single refresh', async () => {
    const { baseQuery, apiFor } = setup(oldToken);
    const server = rotatingServer();
    const results = await Promise.all(['/a', '/b', '/c'].map((path) => baseQuery(path, apiFor(), {})));
    expect(results.every((result) => result.data !== undefined)).toBe(true);
    expect(server.requests.filter((r) => r.path === '/auth/refresh-token')).toHaveLength(1);
    const retried = server.requests.filter(
      (r) => r.path !== '/auth/refresh-token' && r.authorization === `Bearer ${newToken}`,
    );
    expect(retried.map((r) => r.path).sort()).toEqual(['/a', '/b', '/c']);
  });

  it('queues a request made while a refresh is running instead of sending the old token', async () => {
    const { baseQuery, apiFor } = setup(oldToken);
    const server = rotatingServer();
    const first = baseQuery('/a', apiFor(), {});
    await vi.waitFor(() => expect(server.requests.some((r) => r.path === '/auth/refresh-token')).toBe(true));
    const second = await baseQuery('/b', apiFor(), {});
    await first;
    expect(second.data).toEqual({ ok: true });
    expect(server.requests.filter((r) => r.path === '/b')).toEqual([
      expect.objectContaining({ authorization: `Bearer ${newToken}` }),
    ]);
  });

  it('ends the session once when the refresh is refused', async () => {
    const { baseQuery, apiFor, onSessionExpired, onError } = setup(oldToken);
    rotatingServer(false);
    const results = await Promise.all([baseQuery('/a', apiFor(), {}), baseQuery('/b', apiFor(), {})]);
    expect(results.map((result) => result.error?.status)).toEqual([401, 401]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('refreshes before the call when fewer than 120 seconds remain', async () => {
    const { baseQuery, apiFor } = setup(fakeJwt({ expiresInSeconds: 60 }));
    const server = rotatingServer();
    await baseQuery('/users/profile', apiFor(), {});
    expect(server.requests.map((r) => r.path)).toEqual(['/auth/refresh-token', '/users/profile']);
  });

  it('adopts a pair another tab already refreshed instead of refreshing again', async () => {
    const { baseQuery, apiFor, store } = setup(oldToken);
    const server = rotatingServer();
    localStorage.setItem(STORAGE_KEYS.token, newToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-2');
    const result = await baseQuery('/a', apiFor(), {});
    expect(result.data).toEqual({ ok: true });
    expect(server.requests.some((r) => r.path === '/auth/refresh-token')).toBe(false);
    expect(store.getState().session.refreshToken).toBe('refresh-2');
  });

  it('retries a query once after a server error, never a mutation', async () => {
    const { baseQuery, apiFor, onError } = setup(oldToken);
    const server = installFakeServer(() => json(503, { message: 'down', errors: {} }));
    await baseQuery('/q', apiFor('query'), {});
    expect(server.requests.filter((r) => r.path === '/q')).toHaveLength(2);
    await baseQuery({ url: '/m', method: 'POST', body: {} }, apiFor('mutation'), {});
    expect(server.requests.filter((r) => r.path === '/m')).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('sends anonymous calls without a token and never refreshes them', async () => {
    const { baseQuery, apiFor } = setup(oldToken);
    const server = installFakeServer(() => json(401, { message: 'Email sau parolă greșită', errors: {} }));
    const result = await baseQuery(
      { url: '/auth/authenticate', method: 'POST', body: { email: 'a@b.ro', parola: 'x' } },
      apiFor('mutation'),
      { anonymous: true },
    );
    expect(result.error?.status).toBe(401);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.authorization).toBeNull();
  });

  it("keeps the server's request id on a failed call, for the support code in the toast", async () => {
    const { baseQuery, apiFor } = setup(oldToken);
    installFakeServer(
      () =>
        new Response(JSON.stringify({ message: 'x', errors: {} }), {
          status: 500,
          headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-0000feed' },
        }),
    );
    const result = await baseQuery({ url: '/m', method: 'POST', body: {} }, apiFor('mutation'), {});
    expect(result.error).toMatchObject({ status: 500, requestId: 'req-0000feed' });
    expect(readApiError(result.error, 'fallback').message).toContain('Cod pentru suport: req-0000feed');
  });
});
