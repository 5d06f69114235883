import { createApi } from '@reduxjs/toolkit/query/react';
import type { Dispatch } from '@reduxjs/toolkit';
import { AUTH_MESSAGES } from '@platform/contracts';
import { createAuthBaseQuery } from './base-query.js';
import { API_PATH_PREFIX } from './first-call-paths.js';
import { clearStoredTokens, writeStoredTokens } from '../session/token-storage.js';
import { loggedOut, tokensReceived, type SessionState } from '../session/session-slice.js';
import { reportApiError } from '../monitoring/error-reporting.js';
import { notify, TOAST_DURATIONS } from '../toasts/notify.js';

const apiBaseUrl = `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}${API_PATH_PREFIX}`;

const { baseQuery, forceRefresh } = createAuthBaseQuery({
  baseUrl: apiBaseUrl,
  onTokensRefreshed(tokens, { dispatch }) {
    writeStoredTokens(tokens);
    dispatch(tokensReceived(tokens));
  },
  onSessionExpired({ dispatch }) {
    endSession(dispatch);
    notify.info(AUTH_MESSAGES.sessionExpired, TOAST_DURATIONS.libraryDefault);
  },
  onError: reportApiError,
});

/**
 * The one RTK Query api slice; features add endpoints with `injectEndpoints`. Nothing is cached
 * (spec 000 §9 "no caching"): unused data is dropped at once and every mount refetches.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 0,
  refetchOnMountOrArgChange: true,
  tagTypes: ['CurrentUser', 'Notifications', 'Users'],
  endpoints: () => ({}),
});

/** Logs out in this tab: forgets the tokens and every loaded response. Other tabs follow via storage. */
export function endSession(dispatch: Dispatch): void {
  clearStoredTokens();
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}

/** Forces a token refresh (e.g. after parental approval, so the new `isEnabled` claim arrives). */
export function forceTokenRefresh(dispatch: Dispatch, getState: () => unknown) {
  const { session } = getState() as { session: SessionState };
  return forceRefresh({ dispatch, getState }, session.token);
}
