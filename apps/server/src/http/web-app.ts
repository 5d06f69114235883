import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { NOT_FOUND_MESSAGE } from './error-handler.js';
import { loadRouteShells, routeShellOf, sendRouteShell } from './route-shells.js';

/** Content-hashed build output: a new version gets a new name, so a cached copy never goes stale. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, public files): cached, but checked with the server on every use. */
export const REVALIDATE_CACHE = 'no-cache';

// Vite names hashed files `<name>-<hash>.<ext>` under assets/ (the hash is 8 url-safe characters).
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.(br|gz))?$/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', HASHED_ASSET.test(filePath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
}

/**
 * Serves the built web app (when it exists) at / with an SPA fallback for every non-/api GET;
 * everything else unknown is a JSON 404. Files go out as the build's brotli or gzip copies when the
 * browser accepts them (`Vary: Accept-Encoding`), hashed assets cached for a year.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // The build's .vite/ folder (manifest, chunk graph) is for tools, not for browsers.
      dotfiles: 'ignore',
    });
  }
  // Pupil pages get index.html with their own code named in it (route-shells.ts).
  const routeShells = hasWebApp ? loadRouteShells(distDir, (message) => app.log.warn(message)) : [];
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing built asset is a real 404, not the app shell.
    const isAsset = request.url.startsWith('/assets/');
    if (hasWebApp && request.method === 'GET' && !isApi && !isAsset) {
      const shell = routeShellOf(routeShells, request.url);
      if (shell) return sendRouteShell(reply, shell, request.headers['accept-encoding'], REVALIDATE_CACHE);
      return reply.code(200).type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: NOT_FOUND_MESSAGE, errors: {} });
  });
  return hasWebApp;
}
