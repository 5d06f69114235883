// Bundles the server's own code into dist/server.mjs for `npm start` and the image. Libraries and the
// workspace packages stay imports resolved by Node at run time (their dist folders: `npm run build:packages`),
// as the slide plugins are discovered and imported by name. Running the bundle instead of the TypeScript
// sources through tsx saves its loader thread and transform caches: about 100 MB of the process's memory
// (docs/performance.md).
import { build } from 'esbuild';

await build({
  // The export's sheet rows run in a worker thread, which needs a file of its own beside the server.
  entryPoints: { server: 'src/server.ts', 'sheet-rows-worker': 'src/modules/files/sheet-rows-worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
