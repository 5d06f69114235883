import { act, renderHook } from '@testing-library/react';
import { SUBMIT_LOCK_MS, useSubmitLock } from './use-submit-lock.js';

describe('useSubmitLock (2 s double-submit lock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first click only and unlocks after 2 s', async () => {
    const action = vi.fn(async () => 'ok');
    const { result } = renderHook(() => useSubmitLock());
    await act(async () => {
      await result.current.run(action);
    });
    expect(result.current.isLocked).toBe(true);
    await act(async () => {
      await result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SUBMIT_LOCK_MS - 1));
    expect(result.current.isLocked).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isLocked).toBe(false);
    await act(async () => {
      await result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(2);
  });
});
