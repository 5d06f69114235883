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

const CheckSchema = z.object({ status: z.enum(['ok', 'error']), latencyMs: z.number() });
const ReadinessSchema = z.object({
  status: z.enum(['ok', 'error', 'shutting-down']),
  checks: z.record(z.string(), CheckSchema),
});
const LivenessSchema = z.object({ status: z.literal('ok') });

/** A dependency the process needs to serve requests: the database, and Redis and storage when configured. */
export interface DependencyCheck {
  name: 'database' | 'redis' | 'storage';
  ping(): Promise<void>;
}

async function timed(ping: () => Promise<void>, onError: (error: unknown) => void) {
  const started = performance.now();
  let ok = true;
  try {
    await ping();
  } catch (error) {
    onError(error);
    ok = false;
  }
  return {
    status: ok ? ('ok' as const) : ('error' as const),
    latencyMs: Math.round(performance.now() - started),
  };
}

export function healthRoutes(deps: {
  databaseKind: 'pglite' | 'postgres';
  ping: () => Promise<void>;
  /** Extra readiness checks besides the database (Redis, object storage). */
  checks?: DependencyCheck[];
  /** True once SIGTERM arrived: the load balancer must stop sending new requests. */
  isShuttingDown?: () => boolean;
}): FastifyPluginAsyncZod {
  const checks: DependencyCheck[] = [{ name: 'database', ping: deps.ping }, ...(deps.checks ?? [])];
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
        const database = await timed(deps.ping, (error) =>
          request.log.error({ err: error }, 'database ping failed'),
        );
        return reply.status(database.status === 'ok' ? 200 : 503).send({
          status: database.status,
          database: { kind: deps.databaseKind, ...database },
        });
      },
    );

    app.get(
      '/api/health/live',
      {
        config: allow('public'),
        schema: {
          tags: ['health'],
          summary: 'Liveness: the process answers (restart it when this fails)',
          response: { 200: LivenessSchema },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/api/health/ready',
      {
        config: allow('public'),
        schema: {
          tags: ['health'],
          summary: 'Readiness: database, Redis and storage answer (send traffic only when 200)',
          response: { 200: ReadinessSchema, 503: ReadinessSchema },
        },
      },
      async (request, reply) => {
        const results = await Promise.all(
          checks.map(async (check) => {
            const result = await timed(check.ping, (error) =>
              request.log.warn({ err: error, dependency: check.name }, 'readiness check failed'),
            );
            return [check.name, result] as const;
          }),
        );
        const allOk = results.every(([, result]) => result.status === 'ok');
        const status = deps.isShuttingDown?.() ? 'shutting-down' : allOk ? 'ok' : 'error';
        return reply
          .status(status === 'ok' ? 200 : 503)
          .send({ status, checks: Object.fromEntries(results) });
      },
    );
  };
}
