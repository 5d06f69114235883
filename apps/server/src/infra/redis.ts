import { Redis } from 'ioredis';

/**
 * The Redis connection shared by this process (rate-limit counters). Commands fail fast instead of queueing
 * while Redis is away, so a Redis outage degrades to "no limit" (see rate-limits.ts), never to hung requests.
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
}

/** Round trip for the readiness check. */
export async function pingRedis(redis: Redis): Promise<void> {
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new Error(`unexpected Redis answer ${answer}`);
}
