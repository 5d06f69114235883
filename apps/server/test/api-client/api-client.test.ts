import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@platform/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-app.js';
import { writeApiTypes } from './generate-api-types.js';
import { compileTypedClient } from './compile-client.js';
import {
  createPlatformClient,
  lessonIdsOfType,
  lessonTitle,
  myProfile,
  requestPasswordReset,
  signIn,
} from './platform-client.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  servers?: unknown[];
}

let t: TestApp;
let baseUrl: string;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // What an integrator downloads: the served document, not an in-process object.
  document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as Document;
}, 300_000);
afterAll(() => t?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

describe('the OpenAPI document', () => {
  it('names every operation once, in camelCase, and groups it under a tag', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter(({ operation }) => !operation.tags?.length)).toEqual([]);
    expect(document.servers?.length).toBeGreaterThan(0);
  });

  it('declares security on every operation: none on public ones, the bearer token elsewhere', () => {
    const byKey = Object.fromEntries(operations().map(({ key, operation }) => [key, operation]));
    expect(byKey['POST /api/auth/authenticate']?.security).toEqual([]);
    expect(byKey['GET /api/users/profile']?.security).toEqual([{ bearerAuth: [] }]);
    expect(operations().filter(({ operation }) => !Array.isArray(operation.security))).toEqual([]);
    for (const route of t.app.declaredRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const security = byKey[`${route.method} ${path}`]?.security;
      // Public: no requirement, or an optional token (`{}` among the alternatives).
      if (route.access === 'public')
        expect(security?.length === 0 || JSON.stringify(security).includes('{}')).toBe(true);
      else expect(security, `${route.method} ${route.url}`).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('documents the shared error shape for the 4xx each route can return', () => {
    const refOf = (operation: Operation, status: string) =>
      (operation.responses?.[status] as { $ref?: string } | undefined)?.$ref;
    const problems: string[] = [];
    for (const { key, operation } of operations()) {
      const isPublic = JSON.stringify(operation.security) === '[]';
      if (!isPublic && refOf(operation, '401') !== '#/components/responses/Unauthorized')
        problems.push(`${key}: no 401`);
      if (key.includes('{') && refOf(operation, '404') !== '#/components/responses/NotFound')
        problems.push(`${key}: no 404`);
    }
    expect(problems).toEqual([]);
    const byKey = Object.fromEntries(operations().map(({ key, operation }) => [key, operation]));
    expect(refOf(byKey['POST /api/auth/authenticate']!, '429')).toBe(
      '#/components/responses/TooManyRequests',
    );
    expect(refOf(byKey['POST /api/answers']!, '400')).toBe('#/components/responses/BadRequest');
    expect(refOf(byKey['POST /api/answers']!, '403')).toBe('#/components/responses/Forbidden');
  });
});

describe('a client generated from the document', () => {
  it('compiles against the types generated from the served document', async () => {
    await writeApiTypes(document);
    expect(compileTypedClient()).toEqual([]);
  }, 300_000);

  it('signs in, reads the profile and lessons, and gets typed errors from the real server', async () => {
    const anonymous = createPlatformClient(baseUrl);
    const session = await signIn(anonymous, 'profesor@demo.ro', DEMO_PASSWORD);
    expect(session.status).toBe(200);
    expect(session.token).toEqual(expect.any(String));

    const client = createPlatformClient(baseUrl, session.token);
    expect(await myProfile(client)).toMatchObject({
      status: 200,
      email: 'profesor@demo.ro',
      role: 'PROFESOR',
    });

    const lessons = await lessonIdsOfType(client, 'LESSON');
    expect(lessons.status).toBe(200);
    expect(lessons.ids?.length).toBeGreaterThan(0);
    const first = await lessonTitle(client, lessons.ids![0]!);
    expect(first.status).toBe(200);
    expect(first.title).toEqual(expect.any(String));

    const wrongPassword = await signIn(anonymous, 'profesor@demo.ro', 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.error?.message).toEqual(expect.any(String));

    const blankEmail = await requestPasswordReset(anonymous, '   ');
    expect(blankEmail.status).toBe(400);
    expect(blankEmail.fieldErrors).toEqual({ email: AUTH_MESSAGES.forgotEmailRequired });

    expect((await myProfile(anonymous)).status).toBe(401);
  });
});
