import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { slidePluginsVitePlugin } from './src/slides/discovery/slide-plugins-vite-plugin.js';

// The API the dev and preview servers forward /api to (the real server, `npm start` at the root).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// Workspace packages resolve to their TypeScript sources (like the root vitest.config.ts), so the app
// never needs a prior build of contracts, ui or the plugins.
export default defineConfig({
  // Slide plugins are discovered by the "slidePlugin" field of the app's @platform/* dependencies.
  plugins: [slidePluginsVitePlugin(fileURLToPath(new URL('.', import.meta.url))), react()],
  resolve: { conditions: ['@platform/source', 'module', 'browser', 'development|production'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: { port: 4173, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: { outDir: 'dist', sourcemap: true, emptyOutDir: true },
});
