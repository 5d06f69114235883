import { useCallback } from 'react';
import type { TokenPair } from '@platform/contracts';
import { useAppDispatch } from '../../shared/store/hooks.js';
import { writeStoredTokens } from '../../shared/session/token-storage.js';
import { tokensReceived } from '../../shared/session/session-slice.js';

/** Stores a freshly issued token pair; the route guard then sends the user to their landing page. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    (tokens: TokenPair) => {
      writeStoredTokens(tokens);
      dispatch(tokensReceived(tokens));
    },
    [dispatch],
  );
}
