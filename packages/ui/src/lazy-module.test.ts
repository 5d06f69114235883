import { lazyModule } from './lazy-module.js';

describe('lazyModule', () => {
  it('downloads once, shares the download and keeps the module', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'editor' }));
    const lazy = lazyModule(load);
    expect(lazy.loaded).toBeUndefined();
    const first = lazy.preload();
    expect(lazy.preload()).toBe(first);
    expect(await first).toEqual({ name: 'editor' });
    expect(lazy.loaded).toEqual({ name: 'editor' });
    await lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('renderer');
    const lazy = lazyModule(load);
    await expect(lazy.preload()).rejects.toThrow('offline');
    expect(lazy.loaded).toBeUndefined();
    expect(await lazy.preload()).toBe('renderer');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
