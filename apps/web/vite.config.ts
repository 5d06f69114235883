import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chunkGraphPlugin } from './size-budget/chunk-graph-plugin.js';
import { routePreloadsPlugin } from './first-load/route-preloads-plugin.js';
import { criticalCssPlugin } from './first-load/critical-css-plugin.js';
import { startUpScriptsPlugin } from './first-load/start-up-scripts-plugin.js';
import { earlyCallsPlugin } from './first-load/early-calls-plugin.js';
import { pwaPlugin } from './pwa/pwa-plugin.js';
import { pureSchemasPlugin } from './first-load/pure-schemas-plugin.js';
import { pupilChunkGroups } from './first-load/pupil-chunk-groups.js';
import { reactRouterProductionFiles } from './first-load/react-router-production.js';
import { slidePluginsVitePlugin } from './src/slides/discovery/slide-plugins-vite-plugin.js';

// The API the dev and preview servers forward /api to (the real server, `npm start` at the root).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// Workspace packages resolve to their TypeScript sources (like the root vitest.config.ts), so the app
// never needs a prior build of contracts, ui or the plugins.
// The production build runs on Preact's React compatibility layer: React DOM alone is about 58 kB gzip of a
// pupil's first load, Preact with compat about 11 kB (docs/decisions.md, "The pupil's phone runs Preact").
// Development, unit tests and Storybook keep React and its warnings; the e2e suite tests this build.
const preactInBuild = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  // Slide plugins are discovered by the "slidePlugin" field of the app's @platform/* dependencies.
  plugins: [
    slidePluginsVitePlugin(fileURLToPath(new URL('.', import.meta.url))),
    react(),
    // A zod schema nothing on a page reads is left out of its chunks, not built on the phone at start-up.
    pureSchemasPlugin(),
    // Brotli and gzip made once at build time at the highest levels, served as is by the server
    // (@fastify/static preCompressed): no compression cost per request, the smallest transfer.
    compression({
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
        }),
      ],
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      exclude: /^\.vite\//,
    }),
    // .vite/chunk-graph.json: what each route loads, for the size budget (size-budget/).
    chunkGraphPlugin(),
    // .vite/route-preloads.json: the chunks of each pupil page, which the server names in its HTML.
    routePreloadsPlugin(),
    // index.html starts a pupil page's first API calls before the app's code arrives.
    earlyCallsPlugin(),
    // index.html evaluates the entry's chunks one task each, not all in one long task.
    startUpScriptsPlugin(),
    // index.html's loading screen painted from the HTML alone, its stylesheet loaded at the end of the body.
    criticalCssPlugin(),
    // Service worker and manifest (issue 12); precaches what the chunk graph says pupils load.
    ...pwaPlugin(),
  ],
  resolve: {
    conditions: ['@platform/source', 'module', 'browser', 'development|production'],
    alias: command === 'build' ? [...preactInBuild, ...reactRouterProductionFiles()] : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: { port: 4173, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    emptyOutDir: true,
    // A pupil's page in a few files (first-load/pupil-chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: pupilChunkGroups } },
  },
}));
