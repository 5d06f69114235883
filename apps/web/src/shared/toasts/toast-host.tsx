import { useEffect, useState } from 'react';
import { TOAST_DURATIONS } from './notify.js';
import {
  loadToastLibrary,
  markToastContainerShown,
  toastRequested,
  type ToastLibrary,
} from './toast-loader.js';

/** Runs `load` when the browser has nothing better to do after the page's own load. */
function whenIdleAfterLoad(load: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(load, { timeout: 3_000 })
        : window.setTimeout(load, 1_000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The app's one toast container. The toast library is not part of any first screen (issue 10): it loads
 * when a screen first shows a toast, or when the browser is idle after the page loaded, whichever is
 * first; toasts asked for before that wait in `notify`'s queue.
 */
export function ToastHost() {
  const [library, setLibrary] = useState<ToastLibrary | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void loadToastLibrary()
        .then((loaded) => live && setLibrary(() => loaded))
        .catch(() => undefined); // Offline without the chunk cached: no toasts, the page still works.
    const cancelIdle = whenIdleAfterLoad(load);
    void toastRequested().then(load);
    return () => {
      live = false;
      cancelIdle();
    };
  }, []);
  // After the container's own effects (a child's run first), so a toast sent now has somewhere to go.
  useEffect(() => (library ? markToastContainerShown() : undefined), [library]);
  if (!library) return null;
  const { ToastContainer } = library;
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_DURATIONS.default}
      newestOnTop
      closeOnClick={false}
    />
  );
}
