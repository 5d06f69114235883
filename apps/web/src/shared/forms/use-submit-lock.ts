import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a submit button stays disabled after a click (spec 000 §5 and §9). */
export const SUBMIT_LOCK_MS = 2_000;

/**
 * Guards a submit against double clicks: `run` calls the action only when not locked, then keeps
 * `isLocked` true for 2 s (or until the action settles, whichever is later).
 */
export function useSubmitLock(lockMs: number = SUBMIT_LOCK_MS) {
  const [isLocked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async <T>(action: () => Promise<T> | T): Promise<T | undefined> => {
      if (lockedRef.current) return undefined;
      lockedRef.current = true;
      setLocked(true);
      const unlockAt = Date.now() + lockMs;
      try {
        return await action();
      } finally {
        timer.current = setTimeout(
          () => {
            lockedRef.current = false;
            setLocked(false);
          },
          Math.max(0, unlockAt - Date.now()),
        );
      }
    },
    [lockMs],
  );

  return { isLocked, run };
}
