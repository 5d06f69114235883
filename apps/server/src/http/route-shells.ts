import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { ROUTE_PRELOADS_FILE, RoutePreloadsSchema, type RoutePreload } from '@platform/contracts';

/** index.html for the pages of one route: the build's shell with that page's chunks named in its head. */
interface RouteShell {
  name: string;
  matches: RegExp[];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

// `/completare-lectie/id/:id` -> ^/completare-lectie/id/[^/]+/?$ (the schema allows only [A-Za-z0-9_-]).
const pathPattern = (routePath: string) =>
  new RegExp(`^${routePath.replace(/:[A-Za-z0-9_-]+/g, '[^/]+')}/?$`);

/** The links a route's HTML adds: scripts as module preloads, CSS fetched early without blocking the paint. */
function preloadLinks(route: RoutePreload, indexHtml: string, distDir: string): string {
  // Files index.html already names, or missing from this build (a stale manifest), are left out.
  const wanted = (file: string) => !indexHtml.includes(`/${file}"`) && existsSync(path.join(distDir, file));
  return [
    ...route.scripts.filter(wanted).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // crossorigin like the stylesheet link Vite adds when the page's chunk loads, so it reuses this fetch.
    ...route.styles
      .filter(wanted)
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * The app shells of the web build's pupil pages (issue 10, the pupil's first load). A page's code is a lazy
 * chunk that the browser discovers only once the entry has run; named in the HTML, it travels beside the
 * entry, which on a phone's slow network saves a round trip before the first screen. The manifest is the
 * build's (apps/web/first-load); without one, or with one that does not parse, every page gets the plain
 * index.html as before. Compressed once here, as the build compresses its other files.
 */
export function loadRouteShells(distDir: string, warn: (message: string) => void): RouteShell[] {
  const manifestFile = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(manifestFile)) return [];
  let routes: RoutePreload[];
  try {
    const parsed = RoutePreloadsSchema.safeParse(JSON.parse(readFileSync(manifestFile, 'utf8')));
    if (!parsed.success) throw new Error(parsed.error.message);
    routes = parsed.data.routes;
  } catch (error) {
    warn(`${ROUTE_PRELOADS_FILE} is not usable, pages get the plain index.html: ${(error as Error).message}`);
    return [];
  }
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!indexHtml.includes('</head>')) return [];
  return routes.map((route) => {
    const html = Buffer.from(
      indexHtml.replace('</head>', `${preloadLinks(route, indexHtml, distDir)}</head>`),
    );
    return {
      name: route.name,
      matches: route.paths.map(pathPattern),
      identity: html,
      br: brotliCompressSync(html, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
      }),
      gzip: gzipSync(html, { level: 9 }),
    };
  });
}

/** The shell of the route `url` (path and query) opens, if it has one. */
export function routeShellOf(shells: readonly RouteShell[], url: string): RouteShell | undefined {
  const pathname = url.split('?')[0]!;
  return shells.find((shell) => shell.matches.some((pattern) => pattern.test(pathname)));
}

/** Sends a shell as the build's index.html goes out: brotli or gzip as accepted, checked on every use. */
export function sendRouteShell(
  reply: FastifyReply,
  shell: RouteShell,
  acceptEncoding: string | undefined,
  cacheControl: string,
): FastifyReply {
  const encoding = negotiate(acceptEncoding ?? '', ['br', 'gzip']) as 'br' | 'gzip' | undefined;
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? shell[encoding] : shell.identity);
}
