import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_SECONDS, IdempotencyKeySchema } from '@platform/contracts';
import { ConflictError, DomainError } from '../../http/domain-errors.js';
import { requireUser } from '../../http/route-access.js';
import type { IdempotencyRef, IdempotencyRepository } from './idempotency.repository.js';

/** Header names as Fastify sees them (lower case). */
const KEY_HEADER = 'idempotency-key';
const REPLAYED_HEADER = 'idempotent-replayed';

export interface IdempotencyOptions {
  ttlSeconds?: number;
  /** How long a replay waits for the first request with its key to finish before answering 409. */
  waitMs?: number;
  /** A claim older than this without a response belonged to a request that died: a replay takes it over. */
  staleSeconds?: number;
}

/**
 * Responses that are the outcome of the request and safe to replay. Not stored (the claim is released, the
 * next retry runs afresh): 401 (the client refreshes its token and retries), 408, 429 and server errors.
 */
const isReplayable = (status: number) => status < 500 && status !== 401 && status !== 408 && status !== 429;

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same body. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/**
 * Exactly-once submissions with an `Idempotency-Key` header (issue 12). Hooked onto a route with
 * `withIdempotencyKey(store, routeOptions)`: the route's own code does not change. The key is claimed by an
 * insert into `idempotency_keys` (its primary key decides between parallel requests, across server
 * processes); the winner runs the handler and stores the response it sent; every other request with the
 * key waits for that response and gets it again, byte for byte. Requests without the header run as before.
 */
export function createIdempotencyStore(repository: IdempotencyRepository, options: IdempotencyOptions = {}) {
  const ttlSeconds = options.ttlSeconds ?? IDEMPOTENCY_TTL_SECONDS;
  const waitMs = options.waitMs ?? 15_000;
  const staleSeconds = options.staleSeconds ?? 60;
  /** Requests that own their key's claim: their response is stored on the way out. */
  const owners = new WeakMap<FastifyRequest, IdempotencyRef>();

  function replay(reply: FastifyReply, statusCode: number, body: string, contentType: string | null) {
    if (contentType) reply.header('content-type', contentType);
    return reply.code(statusCode).header(REPLAYED_HEADER, 'true').send(body);
  }

  const preHandler: preHandlerHookHandler = async (request, reply) => {
    const header = request.headers[KEY_HEADER];
    if (header === undefined) return;
    const parsed = IdempotencyKeySchema.safeParse(header);
    if (!parsed.success)
      throw new DomainError(400, IDEMPOTENCY_MESSAGES.invalidKey, {
        [KEY_HEADER]: IDEMPOTENCY_MESSAGES.invalidKey,
      });
    const ref: IdempotencyRef = { userId: requireUser(request).id, key: parsed.data };
    const hash = requestHash(request);
    const deadline = Date.now() + waitMs;
    for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
      if (await repository.claim(ref, hash, ttlSeconds)) {
        owners.set(request, ref);
        return;
      }
      const row = await repository.find(ref);
      if (row) {
        if (row.requestHash !== hash)
          throw new DomainError(422, IDEMPOTENCY_MESSAGES.keyReused, {
            [KEY_HEADER]: IDEMPOTENCY_MESSAGES.keyReused,
          });
        if (row.statusCode !== null)
          return replay(reply, row.statusCode, row.responseBody ?? '', row.responseContentType);
        if (await repository.takeOverStale(ref, staleSeconds)) {
          owners.set(request, ref);
          return;
        }
      }
      // Claimed by a request still running (or released a moment ago): wait for it, then look again.
      if (Date.now() >= deadline) throw new ConflictError(IDEMPOTENCY_MESSAGES.stillProcessing);
      await sleep(pause);
    }
  };

  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const ref = owners.get(request);
    if (!ref) return payload;
    owners.delete(request);
    if (isReplayable(reply.statusCode) && typeof payload === 'string') {
      const contentType = reply.getHeader('content-type');
      await repository.complete(ref, {
        statusCode: reply.statusCode,
        body: payload,
        contentType: typeof contentType === 'string' ? contentType : null,
      });
    } else {
      await repository.release(ref);
    }
    return payload;
  };

  return {
    preHandler,
    onSend,
    /** The clean-up job: keys past their 7 days. */
    deleteExpired: () => repository.deleteExpired(),
  };
}
export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

const KeyHeaders = z.looseObject({ [KEY_HEADER]: IdempotencyKeySchema.optional() });

/**
 * A route's options with the idempotency hooks added and the header documented (OpenAPI). Its response is
 * left uncompressed, so what is stored is the JSON text itself (answers are far below the 1 KB threshold).
 */
export function withIdempotencyKey<T extends { schema: object; preHandler?: never; onSend?: never }>(
  store: Pick<IdempotencyStore, 'preHandler' | 'onSend'>,
  options: T,
): T {
  return {
    ...options,
    compress: false,
    schema: { ...options.schema, headers: KeyHeaders },
    preHandler: store.preHandler,
    onSend: store.onSend,
  };
}
