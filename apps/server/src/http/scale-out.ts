import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Services } from '../services.js';
import { createRedisClient, pingRedis } from '../infra/redis.js';
import { reportServerErrors } from '../infra/error-reporting.js';
import { pingS3 } from '../modules/files/s3-file-storage.js';
import type { DependencyCheck } from '../modules/health/health.routes.js';
import { registerRateLimits } from './rate-limits.js';
import { registerMetrics, type PoolStats } from './metrics.js';

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** A request id per request: the proxy's X-Request-Id when it sent a sane one, else a new UUID. */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    return typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  },
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: readiness answers 503 so the load balancer drains this process. */
    lifecycle: { shuttingDown: boolean };
  }
}

/**
 * What running several replicas needs (issue 8): request ids in every response and log line, API rate
 * limits (in Redis when configured), Prometheus metrics, error reporting, and the readiness checks.
 */
export async function registerScaleOut(
  app: FastifyInstance,
  deps: { config: AppConfig; services: Services; poolStats?: () => PoolStats },
) {
  const { config, services } = deps;
  app.decorate('lifecycle', { shuttingDown: false });
  app.addHook('onSend', async (request, reply) => {
    // Support quotes this id from the error toast; the logs carry it as reqId.
    reply.header(REQUEST_ID_HEADER, request.id);
    // While draining, keep-alive connections close after their response instead of idling for a minute.
    if (app.lifecycle.shuttingDown) reply.header('connection', 'close');
  });
  reportServerErrors(app);

  const redis = config.redis ? createRedisClient(config.redis.url) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis error'));
    await redis.connect().catch((error: unknown) => app.log.error({ err: error }, 'Redis unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  if (config.rateLimit.enabled) {
    await registerRateLimits(app, {
      redis,
      keyPrefix: config.redis?.keyPrefix ?? '',
      factor: config.rateLimit.factor,
    });
  }
  registerMetrics(app, config.metricsToken, {
    poolStats: deps.poolStats,
    outboxBacklog: () => services.emailRepository.countBacklog(),
    answerCalls: services.answerSubmissionCalls,
  });

  const checks: DependencyCheck[] = [];
  if (redis) checks.push({ name: 'redis', ping: () => pingRedis(redis) });
  const { s3Client } = services;
  if (s3Client) app.addHook('onClose', async () => s3Client.destroy());
  if (config.s3 && s3Client) {
    const bucket = config.s3.bucket;
    checks.push({ name: 'storage', ping: () => pingS3(s3Client, bucket) });
  }
  return { redis, health: { checks, isShuttingDown: () => app.lifecycle.shuttingDown } };
}
