import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { GENERIC_MESSAGES } from '@platform/contracts';
import { DomainError, TooManyRequestsError } from './domain-errors.js';
import { infrastructureFault } from './infrastructure-faults.js';

export const INVALID_INPUT_MESSAGE = 'Datele trimise nu sunt valide. Verificați câmpurile marcate.';
export const NOT_FOUND_MESSAGE = 'Resursa nu a fost găsită';

/** Field key of a validation issue: `body.email` -> `email`, nested paths joined with dots. */
function fieldKey(instancePath: string, context: string | undefined): string {
  const key = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return key || context || 'request';
}

/** Maps every error to `{ message, errors }`; never a 500 for bad input. */
export function registerErrorHandler(app: FastifyInstance): void {
  // During a database outage every request fails alike: one log line per 10 s, with the count in between.
  let unavailableLoggedAt = 0;
  let unavailableSinceLog = 0;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldKey(issue.instancePath ?? '', error.validationContext);
        errors[key] ??= issue.message ?? INVALID_INPUT_MESSAGE;
      }
      const message = request.routeOptions.config?.invalidInputMessage ?? INVALID_INPUT_MESSAGE;
      return reply.status(400).send({ message, errors });
    }
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, errors: error.fieldErrors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: GENERIC_MESSAGES.serverUpgrade, errors: {} });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, ...
      return reply.status(status).send({ message: clientErrorMessage(error), errors: {} });
    }
    const fault = infrastructureFault(error);
    if (fault === 'service-unavailable') {
      unavailableSinceLog++;
      if (Date.now() - unavailableLoggedAt >= 10_000) {
        request.log.warn(
          { error: error.message, requests: unavailableSinceLog },
          'database or service unreachable: answered 503',
        );
        unavailableLoggedAt = Date.now();
        unavailableSinceLog = 0;
      }
      reply.header('retry-after', '5');
      return reply.status(503).send({ message: GENERIC_MESSAGES.serviceUnavailable, errors: {} });
    }
    if (fault === 'storage-full') {
      request.log.error({ error: error.message }, 'file storage full: answered 507');
      return reply.status(507).send({ message: GENERIC_MESSAGES.storageFull, errors: {} });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_MESSAGES.serverUpgrade, errors: {} });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipul conținutului nu este acceptat';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Cererea este prea mare';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return INVALID_INPUT_MESSAGE;
    default:
      return error.statusCode === 404 ? NOT_FOUND_MESSAGE : INVALID_INPUT_MESSAGE;
  }
}
