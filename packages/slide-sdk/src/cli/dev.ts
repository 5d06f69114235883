import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findPlatformRoot } from './add-to-apps.js';
import type { CliIo } from './run-cli.js';

/** The playground app shipped with the SDK (`playground/`, next to `src/` and `dist/`). */
export const PLAYGROUND_DIR = fileURLToPath(new URL('../../playground/', import.meta.url));
const VIRTUAL_ID = 'virtual:slide-playground';

/** A running playground: its address and how to stop it. */
export interface RunningPlayground {
  url: string;
  close(): Promise<void>;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Vite is the plugin's own dev dependency, typed loosely here */
async function importFrom(dir: string, specifier: string): Promise<any> {
  const path = createRequire(join(dir, 'package.json')).resolve(specifier);
  return import(pathToFileURL(path).href);
}

/**
 * Starts the playground of the plugin in `pluginDir` on a Vite dev server (Vite and @vitejs/plugin-react are
 * resolved from the plugin, where the scaffold lists them as dev dependencies). Inside the platform monorepo,
 * workspace packages resolve to their sources, like the apps.
 */
export async function startPlayground(
  pluginDir: string,
  options: { port?: number; host?: string } = {},
): Promise<RunningPlayground> {
  const entry = ['src/index.tsx', 'src/index.ts'].map((file) => join(pluginDir, file)).find(existsSync);
  const fixtures = join(pluginDir, 'src/fixtures.ts');
  if (!entry) throw new Error(`${pluginDir} has no src/index.tsx (the plugin's React entry)`);
  let vite: any;
  let react: any;
  try {
    vite = await importFrom(pluginDir, 'vite');
    react = (await importFrom(pluginDir, '@vitejs/plugin-react')).default;
  } catch {
    throw new Error(
      'slide-sdk dev needs vite and @vitejs/plugin-react: npm install -D vite @vitejs/plugin-react',
    );
  }
  const hasUi = (() => {
    try {
      createRequire(join(pluginDir, 'package.json')).resolve('@platform/ui/package.json');
      return true;
    } catch {
      return false;
    }
  })();
  const inMonorepo = findPlatformRoot(pluginDir) !== undefined;
  const source = [
    hasUi ? "import '@platform/ui/styles.css';" : '',
    `export * as pluginModule from ${JSON.stringify(entry)};`,
    existsSync(fixtures)
      ? `export * as fixturesModule from ${JSON.stringify(fixtures)};`
      : 'export const fixturesModule = {};',
  ].join('\n');
  const server = await vite.createServer({
    configFile: false,
    root: PLAYGROUND_DIR,
    logLevel: 'warn',
    plugins: [
      react(),
      {
        name: 'slide-playground',
        resolveId: (id: string) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
        load: (id: string) => (id === `\0${VIRTUAL_ID}` ? source : undefined),
      },
    ],
    resolve: inMonorepo
      ? { conditions: ['@platform/source', 'module', 'browser', 'development|production'] }
      : {},
    // The playground, the plugin and the packages they import may live in different folders.
    server: {
      port: options.port ?? 5180,
      host: options.host ?? '127.0.0.1',
      strictPort: options.port !== undefined && options.port !== 0,
      fs: {
        allow: [
          PLAYGROUND_DIR,
          pluginDir,
          dirname(PLAYGROUND_DIR),
          findPlatformRoot(pluginDir) ?? pluginDir,
          '/',
        ],
      },
    },
    optimizeDeps: { entries: [join(PLAYGROUND_DIR, 'main.tsx')] },
  });
  await server.listen();
  const address = server.httpServer.address() as { port: number };
  return { url: `http://${options.host ?? '127.0.0.1'}:${address.port}/`, close: () => server.close() };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** `slide-sdk dev`: runs the playground until the process is stopped (Ctrl+C). */
export async function runDev(pluginDir: string, options: { port?: number }, io: CliIo): Promise<number> {
  const playground = await startPlayground(pluginDir, options);
  io.log(`Playground of ${pluginDir}: ${playground.url} (Ctrl+C stops it)`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await playground.close();
  return 0;
}
