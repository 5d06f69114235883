import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ApiErrorSchema, GENERIC_MESSAGES } from '@platform/contracts';

/** What a screen shows for a failed call: a toast text and the field errors beside the fields. */
export interface ReadableApiError {
  status: number | 'network' | 'unknown';
  message: string;
  fieldErrors: Record<string, string>;
  /** The server's X-Request-Id of the failed call, which support finds in the logs. */
  requestId?: string;
}

/** Header the server sets on every response (apps/server/src/http/scale-out.ts). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Keeps the request id of a failed call on the error itself, where screens read it (see the base query). */
export function withRequestId<E extends object>(error: E, requestId: string | null | undefined): E {
  return requestId ? { ...error, requestId } : error;
}

function requestIdOf(error: object): string | undefined {
  const requestId = (error as { requestId?: unknown }).requestId;
  return typeof requestId === 'string' && requestId.length > 0 ? requestId : undefined;
}

/**
 * Turns an RTK Query error into the spec's error shape `{ message, errors }` (spec 000 §8).
 * No answer -> the network message; a 5xx -> the "upgrade" message followed by the support code (the
 * request id); otherwise the server's Romanian message, or `fallback` when it sent none.
 */
export function readApiError(error: unknown, fallback: string): ReadableApiError {
  if (!isFetchBaseQueryError(error)) return { status: 'unknown', message: fallback, fieldErrors: {} };
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { status: 'network', message: GENERIC_MESSAGES.network, fieldErrors: {} };
  }
  const status = typeof error.status === 'number' ? error.status : 'unknown';
  const requestId = requestIdOf(error);
  if (typeof status === 'number' && status >= 500) {
    const supportCode = requestId ? ` ${GENERIC_MESSAGES.supportCode.replace('{requestId}', requestId)}` : '';
    return { status, message: GENERIC_MESSAGES.serverUpgrade + supportCode, fieldErrors: {}, requestId };
  }
  const data = 'data' in error ? error.data : undefined;
  const parsed = ApiErrorSchema.safeParse(data);
  if (!parsed.success) return { status, message: fallback, fieldErrors: {}, requestId };
  return { status, message: parsed.data.message || fallback, fieldErrors: parsed.data.errors, requestId };
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** Transient failures worth one retry of a query: no answer, or a server error. */
export function isTransientError(error: FetchBaseQueryError): boolean {
  return (
    error.status === 'FETCH_ERROR' ||
    error.status === 'TIMEOUT_ERROR' ||
    (typeof error.status === 'number' && error.status >= 500)
  );
}
