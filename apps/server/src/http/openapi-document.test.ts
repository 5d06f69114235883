import { completeOpenApiDocument, type OpenApiDocument } from './openapi-document.js';
import { derivedOperationId } from './openapi-operations.js';
import type { DeclaredRoute } from './route-registry.js';

const route = (
  method: DeclaredRoute['method'],
  url: string,
  access: DeclaredRoute['access'],
): DeclaredRoute => ({
  method,
  url,
  access,
  enabledOnly: false,
});

function sampleDocument(): OpenApiDocument {
  return {
    openapi: '3.0.3',
    servers: [],
    paths: {
      '/api/auth/authenticate': {
        post: { tags: ['auth'], requestBody: {}, responses: { 200: { description: 'ok' } } },
      },
      '/api/lessons/{id}': {
        get: { tags: ['lessons'], parameters: [{ in: 'path', name: 'id' }], responses: {} },
      },
      '/api/users/profile': {
        get: { responses: { 401: { description: 'kept as the route wrote it' } } },
      },
      '/api/things/{thingId}/parts': { get: { responses: {} } },
    },
  };
}

const routes = [
  route('POST', '/api/auth/authenticate', 'public'),
  route('GET', '/api/lessons/:id', ['ADMIN', 'DBEST']),
  route('GET', '/api/users/profile', 'authenticated'),
  route('GET', '/api/things/:thingId/parts', 'authenticated'),
];

describe('completeOpenApiDocument', () => {
  const document = completeOpenApiDocument(sampleDocument(), routes);
  const operation = (path: string, method: string) =>
    document.paths![path]![method] as {
      operationId: string;
      security: unknown[];
      responses: Record<string, unknown>;
      tags: string[];
    };

  it('names operations from the table, and derives a name for routes missing there', () => {
    expect(operation('/api/auth/authenticate', 'post').operationId).toBe('signIn');
    expect(operation('/api/lessons/{id}', 'get').operationId).toBe('getLesson');
    expect(operation('/api/things/{thingId}/parts', 'get').operationId).toBe('getThingsByThingIdParts');
  });

  it('declares no security on public routes and the bearer token on the others', () => {
    expect(operation('/api/auth/authenticate', 'post').security).toEqual([]);
    expect(operation('/api/lessons/{id}', 'get').security).toEqual([{ bearerAuth: [] }]);
  });

  it('documents the 4xx each route can return with the shared error shape', () => {
    const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
    expect(operation('/api/auth/authenticate', 'post').responses).toEqual({
      200: { description: 'ok' },
      400: ref('BadRequest'),
      401: ref('Unauthorized'),
      429: ref('TooManyRequests'),
    });
    expect(operation('/api/lessons/{id}', 'get').responses).toEqual({
      400: ref('BadRequest'),
      401: ref('Unauthorized'),
      403: ref('Forbidden'),
      404: ref('NotFound'),
    });
    // Any signed-in user may call it, so the access rule alone gives no 403; its own 401 stays.
    expect(operation('/api/users/profile', 'get').responses).toEqual({
      401: { description: 'kept as the route wrote it' },
      404: ref('NotFound'),
    });
    const shared = document.components?.responses?.BadRequest as { content: object };
    expect(shared.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
    });
    expect(document.components?.schemas?.ApiError).toMatchObject({
      type: 'object',
      required: ['message', 'errors'],
    });
    expect(Object.keys(document.components?.responses ?? {}).sort()).toEqual(
      ['BadRequest', 'Forbidden', 'NotFound', 'TooManyRequests', 'Unauthorized'].sort(),
    );
  });

  it('groups untagged operations by their first path segment and describes every tag', () => {
    expect(operation('/api/things/{thingId}/parts', 'get').tags).toEqual(['things']);
    expect(document.tags?.map((tag) => tag.name)).toEqual(['auth', 'lessons', 'things', 'users']);
    expect(document.tags?.every((tag) => (tag.description ?? '').length > 0)).toBe(true);
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });
});

describe('derivedOperationId', () => {
  it('turns method and path into a camelCase name', () => {
    expect(derivedOperationId('GET', '/api/notifications/{id}/receivers')).toBe(
      'getNotificationsByIdReceivers',
    );
    expect(derivedOperationId('PATCH', '/api/waste-collection-forms/admin-update')).toBe(
      'patchWasteCollectionFormsAdminUpdate',
    );
  });
});
