import type { FastifyInstance } from 'fastify';
import { findNulCharacterPath, INPUT_MESSAGES } from '@platform/contracts';
import { BadRequestError } from './domain-errors.js';
import { INVALID_INPUT_MESSAGE } from './error-handler.js';

interface ZodDefLike {
  def?: {
    type?: string;
    shape?: Record<string, unknown>;
    options?: unknown[];
    in?: unknown;
    innerType?: unknown;
  };
}

/** Top-level field names of an object schema (every option of a union; through pipes), or null when open. */
export function objectFieldNames(schema: unknown): Set<string> | null {
  const def = (schema as ZodDefLike | undefined)?.def;
  if (!def) return null;
  if (def.shape) return new Set(Object.keys(def.shape));
  if (def.options) {
    const names = new Set<string>();
    for (const option of def.options) {
      const optionNames = objectFieldNames(option);
      if (!optionNames) return null;
      for (const name of optionNames) names.add(name);
    }
    return names;
  }
  if (def.in) return objectFieldNames(def.in);
  if (def.innerType) return objectFieldNames(def.innerType);
  return null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/**
 * Input classes the zod schemas cannot see, checked on every route before validation:
 * - a NUL character in any text (body, query, path) -> 400 on that field (PostgreSQL refuses it, which
 *   used to surface as a 500);
 * - an object body whose fields are all unknown -> 400, so it can never reach a partial update as `{}`.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const nulPath = findNulCharacterPath(part);
      if (nulPath !== null)
        throw new BadRequestError(INVALID_INPUT_MESSAGE, { [nulPath]: INPUT_MESSAGES.nulCharacter });
    }
    const body = request.body;
    if (!isPlainObject(body)) return;
    const keys = Object.keys(body);
    if (keys.length === 0) return;
    const known = objectFieldNames(request.routeOptions.schema?.body);
    if (!known || known.size === 0 || keys.some((key) => known.has(key))) return;
    throw new BadRequestError(
      INPUT_MESSAGES.unknownFieldsOnly,
      Object.fromEntries(keys.slice(0, 20).map((key) => [key, INPUT_MESSAGES.unknownField])),
    );
  });
}
