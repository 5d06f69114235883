import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { GENERIC_MESSAGES } from '@platform/contracts';
import { TooManyRequestsError } from './domain-errors.js';

/** One limit: `max` requests per `windowSeconds`, counted per signed-in user, or per address when anonymous. */
export interface RateLimitRule {
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * The API's limits, first match wins (documented in docs/deploy.md). Sized for a classroom behind one school
 * address: 30 pupils signing in within a minute stay far below the anonymous limits.
 */
export const RATE_LIMIT_RULES: Array<RateLimitRule & { matches(method: string, url: string): boolean }> = [
  {
    name: 'password-mail',
    max: 10,
    windowSeconds: 15 * 60,
    matches: (method, url) => method === 'POST' && url === '/api/auth/forgot-password',
  },
  {
    name: 'auth',
    max: 300,
    windowSeconds: 60,
    matches: (_method, url) => url.startsWith('/api/auth/'),
  },
  {
    name: 'upload',
    max: 60,
    windowSeconds: 60,
    matches: (method, url) => method === 'POST' && url === '/api/files/upload',
  },
  {
    name: 'write',
    max: 300,
    windowSeconds: 60,
    matches: (method) => method !== 'GET' && method !== 'HEAD',
  },
  { name: 'read', max: 1200, windowSeconds: 60, matches: () => true },
];

/** Never limited: probes and scrapes must always answer. */
const isUnlimited = (url: string) => url.startsWith('/api/health') || !url.startsWith('/api/');

/** The rule of a route, or undefined when it is not limited. */
export function rateLimitRuleFor(method: string, url: string): RateLimitRule | undefined {
  if (isUnlimited(url)) return undefined;
  return RATE_LIMIT_RULES.find((rule) => rule.matches(method, url));
}

/** The caller: the signed-in user (set by the access guard) or, before that, the client address. */
function callerKey(request: FastifyRequest): string {
  return request.authUser ? `user:${request.authUser.id}` : `ip:${request.ip}`;
}

/**
 * Registers @fastify/rate-limit with a limit per route class and caller. Counters live in Redis when given
 * (shared by every replica), else in this process's memory. Runs after the access guard (preValidation), so
 * signed-in users are counted per account, not per school address.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redis: Redis | undefined; keyPrefix: string; factor: number },
): Promise<void> {
  // Must run before the plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rule = rateLimitRuleFor(String(methods[0]), route.url ?? '');
    const config = (route.config ??= {}) as { rateLimit?: unknown };
    if (config.rateLimit !== undefined) return;
    config.rateLimit = rule
      ? {
          max: Math.max(1, Math.round(rule.max * options.factor)),
          timeWindow: rule.windowSeconds * 1000,
          // One counter per rule and caller, so e.g. uploads do not eat into the reading budget.
          keyGenerator: (request: FastifyRequest) => `${rule.name}:${callerKey(request)}`,
        }
      : false;
  });
  await app.register(fastifyRateLimit, {
    global: true,
    hook: 'preValidation',
    redis: options.redis,
    nameSpace: `${options.keyPrefix}rate-limit:`,
    // A Redis outage must not take the API down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new TooManyRequestsError(
        GENERIC_MESSAGES.tooManyRequests.replace('{seconds}', String(seconds)),
        seconds,
      );
    },
  });
}
