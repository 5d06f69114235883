import { z } from 'zod';
import { ApiErrorSchema } from '@platform/contracts';
import type { DeclaredRoute } from './route-registry.js';
import { OPERATIONS, derivedOperationId, type ExtraErrorStatus } from './openapi-operations.js';

interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

/** The slice of an OpenAPI 3 document this module reads and completes. */
export interface OpenApiDocument {
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, OpenApiOperation | unknown>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  [key: string]: unknown;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  health: 'Liveness of the API and its database',
  auth: 'Sign-in, registration, tokens and passwords',
  settings: 'Feature flags',
  editions: 'Programme editions (school years)',
  files: 'Uploads, stored files and report exports',
  users: 'Profiles, activation and parental approval',
  lessons: 'Lessons, homework, practical activities and challenges',
  slides: 'Slide drafts and stored slides',
  answers: "Pupils' answers, their review and points",
  sync: 'Machine account: re-scoring and slide migrations',
  reports: 'Staff reports',
  dashboards: 'Dashboards: one aggregated call per view (edition summary, class progress, pupil progress)',
  schools: 'Schools and their reports',
  'school-requests': 'School registration requests and yearly participation',
  notifications: 'Messages between staff, teachers and pupils',
  'waste-orders': 'Waste collection orders',
};

const ERROR_RESPONSES: Readonly<Record<number, { name: string; description: string }>> = {
  400: { name: 'BadRequest', description: 'Invalid input: a Romanian message and the field errors' },
  401: { name: 'Unauthorized', description: 'Missing, expired or invalid credentials' },
  403: { name: 'Forbidden', description: 'The role or the account state does not allow the call' },
  404: { name: 'NotFound', description: 'The resource does not exist or is not visible to the caller' },
  409: { name: 'Conflict', description: 'The resource is not in a state that allows the change' },
  413: { name: 'PayloadTooLarge', description: 'The upload is larger than allowed' },
  422: {
    name: 'UnprocessableContent',
    description:
      'Well-formed but refused content, e.g. a lesson package, or an Idempotency-Key reused for another body',
  },
  429: { name: 'TooManyRequests', description: 'Too many attempts; retry after the Retry-After seconds' },
};

/** `/api/lessons/:id` -> `/api/lessons/{id}`, the OpenAPI form @fastify/swagger writes. */
export const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The 4xx statuses a route can answer: from its input, its access rule, its path and its service. */
export function errorStatusesOf(
  operation: OpenApiOperation,
  path: string,
  route: DeclaredRoute | undefined,
  extra: readonly ExtraErrorStatus[],
): number[] {
  const statuses = new Set<number>(extra);
  if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined) statuses.add(400);
  const access = route?.access ?? 'public';
  if (access !== 'public') statuses.add(401);
  if (Array.isArray(access) || route?.enabledOnly) statuses.add(403);
  if (path.includes('{')) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Completes the generated document for clients and linters: a stable operationId, tags, the shared
 * error responses, an explicit `security` (empty when public) on every operation, and `servers`.
 * Runs on the whole document (the swagger `transformObject` hook), so route modules stay unchanged.
 */
export function completeOpenApiDocument<T extends object>(generated: T, routes: readonly DeclaredRoute[]): T {
  const document = generated as OpenApiDocument;
  const usedErrors = new Set<number>();
  const usedTags = new Set<string>();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(pathItem)) {
      if (!HTTP_METHODS.has(method)) continue;
      const operation = value as OpenApiOperation;
      const verb = method.toUpperCase();
      const naming = OPERATIONS[`${verb} ${path}`];
      const route = routes.find((r) => r.method === verb && toOpenApiPath(r.url) === path);
      operation.operationId = naming?.operationId ?? derivedOperationId(verb, path);
      if (!operation.tags?.length) operation.tags = [path.split('/')[2] ?? 'api'];
      operation.tags.forEach((tag) => usedTags.add(tag));
      const access = route?.access ?? 'public';
      operation.security =
        access === 'public' ? (naming?.optionalAuth ? [{}, { bearerAuth: [] }] : []) : [{ bearerAuth: [] }];
      operation.responses ??= {};
      for (const status of errorStatusesOf(operation, path, route, naming?.errors ?? [])) {
        const known = ERROR_RESPONSES[status];
        if (!known || operation.responses[String(status)] !== undefined) continue;
        operation.responses[String(status)] = { $ref: `#/components/responses/${known.name}` };
        usedErrors.add(status);
      }
    }
  }
  document.servers = [{ url: '/', description: 'The server that serves this document' }];
  const existingTags = new Map((document.tags ?? []).map((tag) => [tag.name, tag]));
  document.tags = [...usedTags].sort().map((name) => ({
    name,
    description: existingTags.get(name)?.description ?? TAG_DESCRIPTIONS[name] ?? `Operations on ${name}`,
  }));
  const components = (document.components ??= {});
  components.schemas = {
    ...components.schemas,
    ApiError: {
      description: 'Every error: a Romanian message (shown as a toast) and Romanian texts per input field',
      ...z.toJSONSchema(ApiErrorSchema, { io: 'output', target: 'openapi-3.0' }),
    },
  };
  components.responses = { ...components.responses };
  for (const status of [...usedErrors].sort((a, b) => a - b)) {
    const { name, description } = ERROR_RESPONSES[status]!;
    components.responses[name] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  return generated;
}
