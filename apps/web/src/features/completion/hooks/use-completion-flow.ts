import { useEffect, useReducer, useRef } from 'react';
import {
  completionReducer,
  initialCompletionState,
  type CompletionAction,
  type CompletionState,
} from '../completion-machine.js';

/**
 * The completion reducer plus its one effect: the 300 ms / 500 ms advances it records in `pendingAdvance`.
 * `beforeComplete` may redirect a completion (a lesson whose pupil skipped slides goes back to the first
 * unanswered one instead of finishing).
 */
export function useCompletionFlow(beforeComplete?: (state: CompletionState) => CompletionAction | null) {
  const [state, dispatch] = useReducer(completionReducer, initialCompletionState);
  const hook = useRef(beforeComplete);
  hook.current = beforeComplete;
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    const advance = state.pendingAdvance;
    if (!advance) return;
    const timer = setTimeout(() => {
      const redirect = advance.then === 'complete' ? (hook.current?.(latest.current) ?? null) : null;
      dispatch(redirect ?? { type: advance.then });
    }, advance.delayMs);
    return () => clearTimeout(timer);
  }, [state.pendingAdvance]);

  return [state, dispatch] as const;
}
