import * as Sentry from '@sentry/node';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../http/domain-errors.js';

/** Same sample rate as the web app (spec 000 §9: 0.2 traces). */
export const SENTRY_TRACES_SAMPLE_RATE = 0.2;

/** Starts @sentry/node when a DSN is configured; without one nothing is sent and nothing is loaded into hooks. */
export function initErrorReporting(sentry: { dsn: string; environment: string } | undefined): boolean {
  if (!sentry) return false;
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
    if (error instanceof DomainError || status < 500) return;
    Sentry.withScope((scope) => {
      scope.setTag('request_id', String(request.id));
      scope.setContext('request', { method: request.method, route: request.routeOptions.url });
      Sentry.captureException(error);
    });
  });
}
