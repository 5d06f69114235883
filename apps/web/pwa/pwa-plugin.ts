import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { isPupilPrecacheEntry, pupilPrecacheFiles } from './pupil-precache.js';

/** The programme's green (favicon, theme-color of index.html). */
const PROGRAMME_GREEN = '#2e7d32';
const DAY = 24 * 3600;

/**
 * Installable app with a Workbox service worker (issue 12). `registerType: 'prompt'`: a new version waits
 * until the pupil presses 'Reîncarcă' (src/app/pwa/), it never reloads a lesson in progress. The
 * registration is our own few lines (`injectRegister: false`), so no workbox-window in the first load.
 */
export function pwaPlugin(): Plugin[] {
  let outDir = 'dist';
  const outDirOf: Plugin = {
    name: 'platform:pwa-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  return [
    outDirOf,
    ...VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // The glob below already finds the icons; listing them again would precache them twice.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Școala Ecoterrienilor',
        short_name: 'Ecoterrienii',
        description:
          'Lecții, teme și provocări despre colectarea deșeurilor electrice, a bateriilor și a becurilor.',
        lang: 'ro',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: PROGRAMME_GREEN,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every built file is a candidate; manifestTransforms keeps the shell and the pupil's chunks only.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.map', '.vite/**', 'demo/**'],
        manifestTransforms: [
          (entries) => {
            const pupilFiles = pupilPrecacheFiles(outDir);
            const kept = entries.filter((entry) => isPupilPrecacheEntry(entry.url, pupilFiles));
            return { manifest: kept, warnings: [] };
          },
        ],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once, so the lesson it opens is cached for offline use.
        // Updates still wait (no skipWaiting): the pupil chooses when to reload.
        clientsClaim: true,
        // Relays Background Sync to the open pages, which send the outbox with the pupil's session.
        importScripts: ['/sw-outbox-sync.js'],
        runtimeCaching: [
          {
            // What a pupil needs to open a lesson again offline: the lesson, their attempt, their profile
            // (the signed-in shell) and the homework list. Network first: online, always fresh data.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              /^\/api\/(lessons(\/\d+)?|answers\/lessons\/\d+|users\/profile|settings\/[\w-]+)$/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'eco-api',
              networkTimeoutSeconds: 8,
              expiration: { maxEntries: 60, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Images of the lessons a pupil opened (lesson and slide images, answer photos): at most 80, 30 days.
            urlPattern: ({ url, request }) =>
              request.destination === 'image' && url.pathname.startsWith('/api/files/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'eco-images',
              expiration: { maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ];
}
