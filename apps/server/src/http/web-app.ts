import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { NOT_FOUND_MESSAGE } from './error-handler.js';

/**
 * Serves the built web app (when it exists) at / with an SPA fallback for every non-/api GET;
 * everything else unknown is a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing built asset is a real 404, not the app shell.
    const isAsset = request.url.startsWith('/assets/');
    if (hasWebApp && request.method === 'GET' && !isApi && !isAsset)
      return reply.code(200).type('text/html').sendFile('index.html');
    return reply.status(404).send({ message: NOT_FOUND_MESSAGE, errors: {} });
  });
  return hasWebApp;
}
