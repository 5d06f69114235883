import { useEffect } from 'react';
import { forceTokenRefresh } from '../../../shared/api/api-slice.js';
import { useAppStore } from '../../../shared/store/hooks.js';

/** How often a waiting screen re-reads the token (spec 000 §9). */
export const ACCOUNT_POLL_MS = 10_000;

/**
 * Refreshes the token every 10 s so a newly enabled account shows up; the route guard then leaves the
 * waiting page on its own.
 */
export function useSessionPoll(intervalMs: number = ACCOUNT_POLL_MS): void {
  const store = useAppStore();
  useEffect(() => {
    const timer = setInterval(() => {
      void forceTokenRefresh(store.dispatch, store.getState);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [store, intervalMs]);
}
