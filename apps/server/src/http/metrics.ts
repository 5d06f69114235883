import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  /** Connections of the PostgreSQL pool; undefined for PGlite. */
  poolStats?: () => PoolStats;
  /** E-mails waiting to be sent. */
  outboxBacklog: () => Promise<number>;
  /** The answers' group commit since the process started (answers.repository.ts `submissionCalls`). */
  answerCalls?: () => { items: number; batches: number; refused: number };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at GET /metrics (prom-client): request rate and latency per route, process and pool
 * usage, outbox backlog. Closed unless METRICS_TOKEN is set, then only for `Authorization: Bearer <token>`;
 * a wrong or missing token gets the same 404 as a closed endpoint, so the endpoint is not advertised.
 */
export function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricsSources,
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'email_outbox_backlog',
    help: 'E-mails not yet sent (neither sent nor given up)',
    registers: [registry],
    async collect() {
      this.set(await sources.outboxBacklog());
    },
  });

  // Answers per database call, and calls refused then sent one by one (docs/decisions.md, group commit).
  const answerCounters = [
    ['answer_submissions_total', 'Answers sent to the database', 'items'],
    ['answer_submission_calls_total', 'Database calls that stored answers, alone or together', 'batches'],
    [
      'answer_submission_calls_refused_total',
      'Calls of several answers refused, then sent one by one',
      'refused',
    ],
  ] as const;
  for (const [name, help, field] of answerCounters) {
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = sources.answerCalls?.();
        if (!stats) return;
        this.reset();
        this.inc(stats[field]);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  // Operators' endpoint, not part of the API that clients consume: kept out of the OpenAPI document.
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!token || !sameToken(header, `Bearer ${token}`)) {
      return reply.status(404).send({ message: 'Resursa nu a fost găsită', errors: {} });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
