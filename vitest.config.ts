import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Sibling workspaces resolve to their TypeScript sources, so tests never need a prior build.
const sourceConditions = ['@platform/source', 'module', 'browser', 'development|production'];
// No 'import' here: Vitest hands these to Node for externals, and pg-pool's ESM build breaks pg under it.
const nodeSourceConditions = ['@platform/source', 'node', 'default'];

const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
/**
 * Server tests that watch what a process does only once: a Node warning is emitted once per process (the
 * request log's "no Fastify deprecation" check), and a module mocked for one file (@sentry/node) must not
 * reach the next. They keep a fresh process per file.
 */
const SERVER_TESTS_IN_OWN_PROCESS = [
  'apps/server/test/operability.test.ts',
  'apps/server/src/infra/error-reporting.test.ts',
];
const serverTest = {
  environment: 'node',
  // One migrated PGlite database per run, copied by each test file (apps/server/test/test-db.ts).
  globalSetup: ['apps/server/test/pglite-snapshot.global-setup.ts'],
  // Each test file shares one PGlite instance (~450 MB); two files at a time fit 2 cores.
  maxWorkers: 2,
  testTimeout: 120_000,
  // PGlite starts in 1-3 s alone, but far slower on a loaded 2-core machine.
  hookTimeout: 180_000,
};

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: nodeSourceConditions, externalConditions: ['@platform/source'] } },
  test: {
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // Vitest's default is one worker less than the cores: a single worker on the 2-core CI machine, where the
    // unit run left a core idle (252 s wall for 228 s of work). Two workers use both.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'plugins/*/src/**/*.test.ts',
            'apps/web/size-budget/**/*.test.ts',
            'apps/web/first-load/**/*.test.ts',
            'apps/server/bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // A file's first test also loads its lazy modules (Tiptap, the plugins); 546 ms alone took 5.8 s beside
          // other builds on the 2-core machine and hit Vitest's default 5 s. Time is the bench's business here.
          testTimeout: 30_000,
          include: [
            'packages/*/src/**/*.test.tsx',
            'plugins/*/src/**/*.test.tsx',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        extends: true,
        test: {
          ...serverTest,
          name: 'server',
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...SERVER_TESTS_IN_OWN_PROCESS],
          // The files of a worker share its module cache: the server's modules (Fastify, drizzle, the contracts'
          // schemas) and PGlite's WebAssembly are loaded once per worker, not once per file (403 s -> 255 s
          // for the suite on the 2-core machine). Each file still makes its own app over its own database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...serverTest, name: 'server-own-process', include: SERVER_TESTS_IN_OWN_PROCESS },
      },
    ],
  },
});
