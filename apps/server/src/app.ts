import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyMultipart from '@fastify/multipart';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '@platform/contracts';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { pingDatabase } from './db/client.js';
import type { PoolStats } from './http/metrics.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerRouteRegistry } from './http/route-registry.js';
import { completeOpenApiDocument } from './http/openapi-document.js';
import { registerAccessGuard } from './http/access-guard.js';
import { registerInputGuard } from './http/input-guard.js';
import { inlineScriptSourcesOf } from './http/inline-scripts.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { registerCompression } from './http/compression.js';
import { createServices, type Services } from './services.js';
import { registerScaleOut, requestIdOptions } from './http/scale-out.js';
import { registerRoutes } from './routes.js';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  databaseKind?: 'pglite' | 'postgres';
  /** PostgreSQL pool usage, for the metrics. */
  poolStats?: () => PoolStats;
  /** Replace parts of the wiring (e.g. a failing mail transport in tests). */
  overrides?: Partial<Services>;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds the whole API (and the web app when built) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  // Romanian fallback texts for zod issues that carry no message of their own.
  z.config(z.locales.ro());
  const app = Fastify({
    logger: options.logger ?? false,
    // One log line per request (below) instead of Fastify's two ("incoming request" + "request completed"):
    // under load the second line was half of pino's cost on the answer path (issue 10). Fastify 5.12 moved the
    // switch into a LogController (the top-level option is deprecated and goes in Fastify 6).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    // TRUST_PROXY (e.g. "loopback" or an address) when behind a proxy, so per-address login limits see clients.
    trustProxy: config.trustProxy ?? false,
    ...requestIdOptions,
  });
  if (options.logger)
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          remoteAddress: request.ip,
          statusCode: reply.statusCode,
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRouteRegistry(app);
  // Before every route (the API docs included): the compression hooks attach to routes registered after it.
  await registerCompression(app);
  // Reliability (issue 9): security headers with CSP on every response; NUL / unknown-field input guard.
  // The web build's index.html runs one inline script (a pupil page's early calls), allowed by its hash.
  await registerSecurityHeaders(app, inlineScriptSourcesOf(config.webDistDir));
  registerInputGuard(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Școala Ecoterrienilor API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // operationIds, tags, error responses, security and servers for generated clients (issue 15).
    transformObject: (documentObject) =>
      completeOpenApiDocument(
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject,
        app.declaredRoutes,
      ),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  const databaseKind = options.databaseKind ?? 'pglite';
  const services = createServices({ db, config, log: app.log, databaseKind, overrides: options.overrides });
  app.decorate('services', services);
  registerAccessGuard(app, services.accessTokens);
  // Rate limits, Redis, metrics, readiness checks, request ids and error reporting (issue 8).
  const scaleOut = await registerScaleOut(app, { config, services, poolStats: options.poolStats });
  await registerRoutes(app, services, {
    databaseKind,
    ping: () => pingDatabase(db),
    ...scaleOut.health,
  });
  await registerWebApp(app, config.webDistDir);
  return app;
}
