import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { findModules, routeChunks, type ChunkGraph } from './chunk-graph.js';
import { CHUNK_GRAPH_FILE } from './chunk-graph-plugin.js';
import type { RouteLoad } from './pupil-routes.js';

/** Bytes of one file as the server sends it: the build's .br / .gz copy when there is one. */
export interface FileSizes {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteSizes {
  route: RouteLoad;
  files: FileSizes[];
  raw: number;
  gzip: number;
  brotli: number;
  /** Staff-only source modules found in the route's chunks (must stay empty). */
  staffModules: { file: string; moduleId: string }[];
}

// A service worker installs in the background after the page shows: never part of a route's first load.
const BACKGROUND_SCRIPTS = [/(^|\/)sw\.js$/, /(^|\/)workbox-[^/]+\.js$/];

export function readChunkGraph(distDir: string): ChunkGraph {
  const file = path.join(distDir, CHUNK_GRAPH_FILE);
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the web app first (npm run build -w apps/web)`);
  return JSON.parse(readFileSync(file, 'utf8')) as ChunkGraph;
}

/** Scripts index.html itself loads (module entry, modulepreload links, any classic script). */
export function htmlScripts(distDir: string): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1]!.replace(/^\//, ''));
  return sources.filter((src) => !/^[a-z]+:/i.test(src) && !BACKGROUND_SCRIPTS.some((re) => re.test(src)));
}

function compressedSize(distDir: string, file: string, extension: string, compress: (b: Buffer) => Buffer) {
  const copy = path.join(distDir, `${file}${extension}`);
  if (existsSync(copy)) return statSync(copy).size;
  // No copy: the build found compression useless (tiny file); the server sends the bytes as they are.
  const raw = readFileSync(path.join(distDir, file));
  return Math.min(raw.length, compress(raw).length);
}

export function fileSizes(distDir: string, file: string): FileSizes {
  return {
    file,
    raw: statSync(path.join(distDir, file)).size,
    gzip: compressedSize(distDir, file, '.gz', (b) => gzipSync(b, { level: 9 })),
    brotli: compressedSize(distDir, file, '.br', (b) =>
      brotliCompressSync(b, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
  };
}

/** The JavaScript files a route downloads before its first screen, with their sizes on the wire. */
export function measureRoute(
  distDir: string,
  graph: ChunkGraph,
  route: RouteLoad,
  staffOnly: readonly RegExp[],
): RouteSizes {
  const chunks = routeChunks(graph, route.lazyModules);
  const scripts = new Set([...chunks, ...htmlScripts(distDir).filter((src) => src.endsWith('.js'))]);
  const files = [...scripts].sort().map((file) => fileSizes(distDir, file));
  const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((total, f) => total + f[key], 0);
  return {
    route,
    files,
    raw: sum('raw'),
    gzip: sum('gzip'),
    brotli: sum('brotli'),
    staffModules: findModules(graph, chunks, staffOnly).filter(
      ({ moduleId }) => !isDeclaredBy(route.pluginDependencies ?? [], moduleId),
    ),
  };
}

/** Whether a bundled module belongs to one of these packages (node_modules/<name>/...). */
function isDeclaredBy(packages: readonly string[], moduleId: string): boolean {
  return packages.some((name) => moduleId.includes(`node_modules/${name}/`));
}
