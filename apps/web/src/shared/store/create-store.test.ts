import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from './create-store.js';

describe('createAppStore', () => {
  it('does not dispatch when the window gains or loses focus, changes visibility or goes on- or offline', () => {
    const store = createAppStore();
    const notified = vi.fn();
    const unsubscribe = store.subscribe(notified);
    try {
      for (const type of ['focus', 'blur', 'visibilitychange', 'online', 'offline']) {
        window.dispatchEvent(new Event(type));
        document.dispatchEvent(new Event(type));
      }
      expect(notified).not.toHaveBeenCalled();
    } finally {
      unsubscribe();
    }
  });
});
