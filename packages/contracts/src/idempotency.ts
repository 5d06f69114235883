import { z } from 'zod';

/** Header of a submission that may be sent more than once (offline outbox, retries): same key, same effect. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long the server remembers a key and its response. */
export const IDEMPOTENCY_TTL_SECONDS = 7 * 24 * 3600;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey:
    'Antetul Idempotency-Key trebuie să aibă între 8 și 128 de caractere (litere, cifre, „-” sau „_”).',
  keyReused:
    'Această cheie Idempotency-Key a fost deja folosită pentru un alt răspuns. Trimite răspunsul nou cu o cheie nouă.',
  stillProcessing:
    'Un răspuns trimis cu aceeași cheie Idempotency-Key este încă în curs de salvare. Încearcă din nou în câteva secunde.',
} as const;

/** A client-generated id (a UUID in the web app). */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, IDEMPOTENCY_MESSAGES.invalidKey)
  .describe(
    'Client-generated id of this submission (e.g. a UUID). A repeat with the same key and body gets the first ' +
      'response again (header Idempotent-Replayed: true) without storing or scoring again; the same key with ' +
      'another body gets 422. Remembered for 7 days. Optional: without it every request is handled afresh.',
  );
