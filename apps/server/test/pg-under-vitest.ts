import { createRequire } from 'node:module';

/**
 * Vitest passes the root config's resolve conditions (which include `import`) to its workers as
 * `--conditions`, so CommonJS `require('pg-pool')` inside `pg` resolves to pg-pool's ESM build and
 * `class extends Pool` fails. Until the root config drops `import` from the node conditions, this
 * preloads pg-pool's CommonJS build under the path that resolution picks. No-op when unaffected.
 */
export function useCommonJsPgPool(): void {
  const require = createRequire(import.meta.url);
  const pgRequire = createRequire(require.resolve('pg/package.json'));
  const resolved = pgRequire.resolve('pg-pool');
  if (!resolved.endsWith('.mjs')) return;
  const cjsPath = resolved.replace(/esm[\\/]index\.mjs$/, 'index.js');
  const cache = require.cache as Record<string, unknown>;
  if (cache[resolved]) return;
  const cjsExports = pgRequire(cjsPath) as unknown;
  cache[resolved] = {
    id: resolved,
    filename: resolved,
    loaded: true,
    exports: cjsExports,
    children: [],
    paths: [],
  };
}
