import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Workspace packages resolve to their TypeScript sources (like the root vitest.config.ts), so the app
// never needs a prior build of contracts, ui or the plugins.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@platform/source', 'module', 'browser', 'development|production'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: { port: 4173, proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } } },
  build: { outDir: 'dist', sourcemap: true, emptyOutDir: true },
});
