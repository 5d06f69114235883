import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses API responses (JSON of 1 KB and more: report pages, lessons) with brotli or gzip as the
 * client asks. Brotli at quality 4 (the plugin's default): on the fly, its highest levels cost far more
 * CPU than they save. The web app's files skip this: they leave the build already compressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
