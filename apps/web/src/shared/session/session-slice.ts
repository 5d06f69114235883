import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenPair } from '@platform/contracts';
import { readStoredTokens } from './token-storage.js';

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
}

export function initialSessionState(): SessionState {
  const stored = readStoredTokens();
  return { token: stored?.token ?? null, refreshToken: stored?.refreshToken ?? null };
}

/** The token pair in memory; storage writes happen where the pair is received (see session-actions). */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    tokensReceived(state, action: PayloadAction<TokenPair>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
    },
    loggedOut(state) {
      state.token = null;
      state.refreshToken = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectRefreshToken: (state) => state.refreshToken,
  },
});

export const { tokensReceived, loggedOut } = sessionSlice.actions;
export const { selectToken, selectRefreshToken } = sessionSlice.selectors;
