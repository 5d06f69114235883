import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { TokenPair } from '@platform/contracts';
import { createSingleFlight } from '../session/single-flight.js';
import { refreshTokens, type RefreshOutcome } from '../session/refresh-tokens.js';
import { needsRefresh } from '../session/token-claims.js';
import type { SessionState } from '../session/session-slice.js';
import { isTransientError, REQUEST_ID_HEADER, withRequestId } from './api-error.js';
import { fetchWithEarlyCalls } from './early-calls.js';
import { serializeParams } from './serialize-params.js';
import { QUERY_RETRY_DELAY_MS } from './query-retry.js';

/** Per-endpoint options: `anonymous` calls (login, register, password reset) never send or refresh a token. */
export interface AppExtraOptions {
  anonymous?: boolean;
}

export interface AuthBaseQueryOptions {
  baseUrl: string;
  /** Store the new pair (storage + state). */
  onTokensRefreshed(tokens: TokenPair, api: Pick<BaseQueryApi, 'dispatch'>): void;
  /** The refresh was refused: toast, log out, back to login. */
  onSessionExpired(api: Pick<BaseQueryApi, 'dispatch'>): void;
  /** Every failed call except 401s, for error reporting (spec 000 §8). */
  onError?(error: FetchBaseQueryError, endpoint: string): void;
  /** Pause before the single retry of a failed query. */
  retryDelayMs?: number;
}

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, AppExtraOptions>;

function sessionOf(api: Pick<BaseQueryApi, 'getState'>): SessionState {
  return (api.getState() as { session: SessionState }).session;
}

function withToken(args: string | FetchArgs, token: string | null): FetchArgs {
  const fetchArgs: FetchArgs = typeof args === 'string' ? { url: args } : args;
  if (!token) return fetchArgs;
  const headers = new Headers(fetchArgs.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...fetchArgs, headers };
}

/**
 * The base query of the one api slice (spec 000 §7 and §9): sends the token; refreshes it first when fewer
 * than 120 s remain; on a 401 refreshes once while concurrent requests wait, then retries; a refused
 * refresh ends the session. Queries (never mutations) are retried once after a network or server error.
 */
export function createAuthBaseQuery(options: AuthBaseQueryOptions) {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: options.baseUrl,
    paramsSerializer: serializeParams,
    // The first calls of a pupil's page may already be on their way, started by its HTML.
    fetchFn: fetchWithEarlyCalls,
  });
  const refreshFlight = createSingleFlight<RefreshOutcome>();

  function refresh(api: Pick<BaseQueryApi, 'dispatch' | 'getState'>, knownToken: string | null) {
    return refreshFlight.run(async () => {
      const outcome = await refreshTokens(options.baseUrl, knownToken, sessionOf(api).refreshToken);
      if (outcome.kind === 'refreshed') options.onTokensRefreshed(outcome.tokens, api);
      if (outcome.kind === 'rejected') options.onSessionExpired(api);
      return outcome;
    });
  }

  async function authenticatedCall(args: string | FetchArgs, api: BaseQueryApi) {
    // Requests arriving during a refresh wait for it instead of using the old token.
    await refreshFlight.settled();
    let token = sessionOf(api).token;
    if (token && needsRefresh(token)) {
      const outcome = await refresh(api, token);
      if (outcome.kind === 'refreshed') token = outcome.tokens.token;
    }
    let result = await rawBaseQuery(withToken(args, token), api, {});
    if (result.error?.status !== 401 || !token) return result;

    const latest = sessionOf(api).token;
    if (latest && latest !== token) {
      // Another request refreshed while this one was in flight: just retry with the new token.
      return rawBaseQuery(withToken(args, latest), api, {});
    }
    const outcome = await refresh(api, token);
    if (outcome.kind === 'refreshed')
      result = await rawBaseQuery(withToken(args, outcome.tokens.token), api, {});
    return result;
  }

  const baseQuery: AppBaseQuery = async (args, api, extraOptions) => {
    const call = () => (extraOptions?.anonymous ? rawBaseQuery(args, api, {}) : authenticatedCall(args, api));
    let result = await call();
    if (result.error && api.type === 'query' && isTransientError(result.error) && !api.signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? QUERY_RETRY_DELAY_MS));
      result = await call();
    }
    if (result.error) {
      result = {
        ...result,
        error: withRequestId(result.error, result.meta?.response?.headers.get(REQUEST_ID_HEADER)),
      };
    }
    if (result.error && result.error.status !== 401) options.onError?.(result.error, api.endpoint);
    return result;
  };

  return { baseQuery, forceRefresh: refresh };
}
