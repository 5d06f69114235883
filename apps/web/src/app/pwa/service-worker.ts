type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();
let reloadRequested = false;

function offer(worker: ServiceWorker): void {
  waiting = worker;
  listeners.forEach((listener) => listener());
}

/** The new version waiting for the pupil's go-ahead, for `useSyncExternalStore`. */
export const waitingVersion = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: () => waiting !== null,
  /** 'Reîncarcă': the new worker takes over, then this page (only this one) reloads. */
  activate(): void {
    if (!waiting) return;
    reloadRequested = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  },
};

/**
 * Registers the Workbox service worker built by vite-plugin-pwa (pwa/pwa-plugin.ts). A new version is
 * only offered: it waits until the pupil chooses to reload, so a lesson in progress is never reloaded
 * (another tab's reload does not reload this one either). A few hundred bytes instead of workbox-window.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const workers = navigator.serviceWorker;
  workers.addEventListener('controllerchange', () => {
    if (reloadRequested) window.location.reload();
  });
  window.addEventListener('load', () => {
    workers
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        if (registration.waiting && workers.controller) offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            // With no controller this is the first install: nothing to replace, nothing to offer.
            if (installing.state === 'installed' && workers.controller) offer(installing);
          });
        });
        // Phones keep the app open for days: look for a new version every hour.
        setInterval(() => void registration.update().catch(() => undefined), 3_600_000);
      })
      .catch(() => undefined);
  });
}
