/**
 * A module fetched on first need, once: `preload()` starts (or joins) the download, `loaded` holds the module
 * once it arrived, so a later render can use it at once. A failed download is tried again on the next call.
 */
export function lazyModule<Module>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    preload(): Promise<Module> {
      loading ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get loaded(): Module | undefined {
      return loaded;
    },
  };
}
