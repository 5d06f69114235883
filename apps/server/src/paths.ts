import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This file runs from `src/paths.ts` (tests, tsx) or bundled into
 * `dist/server.mjs` (`npm start`): both sit one folder below it, so one relative step serves both.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's root (apps/server -> ../..). */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
