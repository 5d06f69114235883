// Imported by the generated service worker (vite.config.ts, pwa/pwa-plugin.ts). Background Sync fires when
// the connection returns, even with the app in the background: the open pages send the outbox with the
// pupil's own session (the worker has no tokens). Without an open page, the next app start sends it.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'eco-outbox') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((pages) => pages.forEach((page) => page.postMessage('flush-outbox'))),
  );
});
