import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChunkGraph } from '../size-budget/chunk-graph.js';
import { routeChunks } from '../size-budget/chunk-graph.js';
import { CHUNK_GRAPH_FILE } from '../size-budget/chunk-graph-plugin.js';
import { laterPupilChunks, pupilRoutes } from '../size-budget/pupil-routes.js';

/** Files of the app shell every route needs (besides the entry chunk and its imports). */
const SHELL_FILES = /^(index\.html|manifest\.webmanifest|favicon\.svg|icons\/.+\.png)$/;

/**
 * What the service worker precaches: the shell and the chunks of the pupil's routes (sign-in, homework
 * list, completion with every slide plugin), found on the build's chunk graph, the same one the size
 * budget reads. Staff code (editor, reports, tables, charts) is never in it: it is fetched from the
 * network when a staff page opens.
 */
export function pupilPrecacheFiles(outDir: string): Set<string> {
  const file = path.join(outDir, CHUNK_GRAPH_FILE);
  if (!existsSync(file))
    throw new Error(`${file} is missing: the chunk graph plugin must run before the PWA`);
  const graph = JSON.parse(readFileSync(file, 'utf8')) as ChunkGraph;
  const chunks = new Set<string>();
  for (const route of pupilRoutes(graph))
    for (const chunk of routeChunks(graph, route.lazyModules)) chunks.add(chunk);
  for (const chunk of laterPupilChunks(graph)) chunks.add(chunk);
  const files = new Set(chunks);
  for (const chunk of chunks) for (const css of graph.chunks[chunk]?.css ?? []) files.add(css);
  return files;
}

/** Keeps a precache entry when it is in the pupil's set or the shell. */
export function isPupilPrecacheEntry(url: string, pupilFiles: ReadonlySet<string>): boolean {
  const file = url.replace(/^\//, '');
  return pupilFiles.has(file) || SHELL_FILES.test(file);
}
