import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allow } from '../../http/route-access.js';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['ok', 'error']),
    latencyMs: z.number(),
  }),
});

export function healthRoutes(deps: {
  databaseKind: 'pglite' | 'postgres';
  ping: () => Promise<void>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: allow('public'),
        schema: {
          tags: ['health'],
          summary: 'Health and database status',
          response: { 200: HealthSchema, 503: HealthSchema },
        },
      },
      async (request, reply) => {
        const started = performance.now();
        let ok = true;
        try {
          await deps.ping();
        } catch (error) {
          request.log.error({ err: error }, 'database ping failed');
          ok = false;
        }
        const status = ok ? ('ok' as const) : ('error' as const);
        return reply.status(ok ? 200 : 503).send({
          status,
          database: { kind: deps.databaseKind, status, latencyMs: Math.round(performance.now() - started) },
        });
      },
    );
  };
}
