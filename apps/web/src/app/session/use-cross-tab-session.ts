import { useEffect } from 'react';
import { api } from '../../shared/api/api-slice.js';
import { loggedOut, tokensReceived } from '../../shared/session/session-slice.js';
import { isTokenStorageKey, readStoredTokens } from '../../shared/session/token-storage.js';
import { useAppDispatch } from '../../shared/store/hooks.js';

/** Keeps this tab's session in step with the others: a login, refresh or logout elsewhere applies here. */
export function useCrossTabSession(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || !isTokenStorageKey(event.key)) return;
      const stored = readStoredTokens();
      if (stored) {
        dispatch(tokensReceived(stored));
      } else {
        dispatch(loggedOut());
        dispatch(api.util.resetApiState());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
