import { GENERIC_MESSAGES } from '@platform/contracts';
import { readApiError } from './api-error.js';

/** How a screen explains a load that failed, so the user knows whether retrying can help. */
export type LoadFailure =
  /** No answer (offline, timeout): the connection hint and a retry. */
  | { kind: 'network'; title: string; hint: string }
  /** The server failed (5xx) or answered something unreadable: a retry may help later. */
  | { kind: 'server'; title: string; hint: string | null }
  /** The server refused (4xx): its catalogue message; retrying gives the same answer. */
  | { kind: 'refused'; title: string; status: number };

/**
 * Classifies a failed load. A 4xx shows the server's own message ('Lecția nu a fost găsită'), never a
 * network hint, or the pupil retries forever; only a call that got no answer mentions the connection.
 */
export function describeLoadFailure(
  error: unknown,
  fallbackTitle: string,
  networkHint: string = GENERIC_MESSAGES.network,
): LoadFailure {
  const readable = readApiError(error, fallbackTitle);
  if (readable.status === 'network') return { kind: 'network', title: fallbackTitle, hint: networkHint };
  if (typeof readable.status === 'number' && readable.status >= 400 && readable.status < 500) {
    return { kind: 'refused', title: readable.message, status: readable.status };
  }
  const upgrading = typeof readable.status === 'number' && readable.status >= 500;
  return { kind: 'server', title: fallbackTitle, hint: upgrading ? GENERIC_MESSAGES.serverUpgrade : null };
}
