import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type * as SentrySdk from '@sentry/react';

/** Sample rates of spec 000 §9. */
export const SENTRY_TRACES_SAMPLE_RATE = 0.2;
export const SENTRY_REPLAYS_SESSION_SAMPLE_RATE = 0.1;

let sentry: typeof SentrySdk | null = null;

/**
 * Starts Sentry only when a DSN is configured; otherwise error reporting stays off and the SDK is never
 * downloaded (it is loaded lazily, so the app bundle does not carry it).
 */
export async function initErrorReporting(dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN) {
  if (!dsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment: import.meta.env.VITE_SENTRY_ENVIRONMENT ?? import.meta.env.MODE,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
  });
  sentry = Sentry;
  return true;
}

export function isErrorReportingEnabled(): boolean {
  return sentry !== null;
}

/** Reports a failed API call (every status except 401, spec 000 §8). No-op without a DSN. */
export function reportApiError(error: FetchBaseQueryError, endpoint: string): void {
  sentry?.captureMessage(`API ${endpoint} failed with ${String(error.status)}`, {
    level: 'error',
    extra: { endpoint, status: error.status },
  });
}

/** Reports a render crash caught by the error boundary. No-op without a DSN. */
export function reportCrash(error: unknown, componentStack?: string): void {
  sentry?.captureException(error, { extra: { componentStack } });
}
