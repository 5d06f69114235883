/**
 * Failures of what the server stands on (the database, the disk, another service), told apart from bugs so
 * the client gets a clean, retryable answer instead of a generic 500.
 */
export type InfrastructureFault = 'storage-full' | 'service-unavailable';

/** Network errors of a connection to the database or another service. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** PostgreSQL shutting down or starting (57P01-57P03) and connection exceptions (class 08). */
const POSTGRES_UNAVAILABLE = /^(57P0[123]|08\d{3})$/;
/** node-postgres errors without a code: the connection died or none could be opened in time. */
const POOL_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function infrastructureFault(error: unknown): InfrastructureFault | undefined {
  // Drizzle wraps driver errors (`DrizzleQueryError`); the cause chain holds the original one.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') return 'storage-full';
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code)))
      return 'service-unavailable';
    if (POOL_MESSAGES.test(current.message)) return 'service-unavailable';
    current = current.cause;
  }
  return undefined;
}
