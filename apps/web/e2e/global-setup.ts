import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { repoRoot, startAppServer } from './app-server.js';
import { e2eRunDir, templateDataDir, webBuildDir } from './run-layout.js';

/**
 * Builds once what every worker's server serves (as `npm start` does: the packages, which the server imports
 * the slide plugins from, the web app into the run's own folder, the server bundle), then seeds the demo
 * data once into a template database that each worker copies (fixtures.ts).
 */
export default async function globalSetup(): Promise<void> {
  const runDir = e2eRunDir();
  execSync(
    `npm run build:packages && npm run build -w apps/web -- --outDir ${webBuildDir(runDir)} --emptyOutDir && npm run build -w apps/server`,
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const dataDir = templateDataDir(runDir);
  mkdirSync(dataDir, { recursive: true });
  const seeding = await startAppServer({ dataDir, webDir: webBuildDir(runDir) });
  await seeding.stop();
}
