import type * as SentryNode from '@sentry/node';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../http/domain-errors.js';

/** Same sample rate as the web app (spec 000 §9: 0.2 traces). */
export const SENTRY_TRACES_SAMPLE_RATE = 0.2;

/** Set once a DSN is configured: without one, @sentry/node (about 40 MB of RSS) is never loaded. */
let Sentry: typeof SentryNode | undefined;

/** Starts @sentry/node when a DSN is configured; without one nothing is sent and nothing is loaded into hooks. */
export async function initErrorReporting(
  sentry: { dsn: string; environment: string } | undefined,
): Promise<boolean> {
  if (!sentry) return false;
  Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: sentry.dsn,
    environment: sentry.environment,
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
  });
  return true;
}

/** Reports unexpected (5xx) errors with the request id; bad input and domain errors are not bugs. */
export function reportServerErrors(app: FastifyInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const sentry = Sentry;
    if (!sentry || error instanceof DomainError || status < 500) return;
    sentry.withScope((scope) => {
      scope.setTag('request_id', String(request.id));
      scope.setContext('request', { method: request.method, route: request.routeOptions.url });
      sentry.captureException(error);
    });
  });
}
