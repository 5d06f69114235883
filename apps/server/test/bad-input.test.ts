import type { z } from 'zod';
import { createTestApp, type TestApp } from './test-app.js';
import { CALLER_BY_ROLE } from './support/demo-callers.js';
import { databaseFingerprint } from './support/database-fingerprint.js';
import type { DeclaredRoute } from '../src/http/route-registry.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '999999');

/** Field names of an object schema (or of every option of a union). */
function fieldNames(schema: z.ZodType): string[] {
  const def = (
    schema as unknown as {
      def: { type: string; shape?: Record<string, unknown>; options?: z.ZodType[]; in?: z.ZodType };
    }
  ).def;
  if (def.shape) return Object.keys(def.shape);
  if (def.options) return [...new Set(def.options.flatMap(fieldNames))];
  if (def.in) return fieldNames(def.in);
  return [];
}

async function callerFor(route: DeclaredRoute) {
  if (route.access === 'public') return {};
  const role = route.access === 'authenticated' ? 'ADMIN' : route.access[0]!;
  return t.authAs(CALLER_BY_ROLE[role]);
}

describe('bad input on every route with a body', () => {
  const withBody = () => t.app.declaredRoutes.filter((route) => route.body);

  it('covers the body routes', () => {
    expect(withBody().length).toBeGreaterThan(8);
  });

  it('answers 400 with field errors and changes nothing', async () => {
    const problems: string[] = [];
    // Sign everyone in first: logins write lastLogin and refresh tokens.
    for (const route of withBody()) await callerFor(route);
    let baseline = await databaseFingerprint(t.database.db);
    for (const route of withBody()) {
      const fields = fieldNames(route.body as z.ZodType);
      const payloads: unknown[] = [
        [],
        'text',
        Object.fromEntries(fields.map((name) => [name, { wrong: [1] }])),
      ];
      for (const payload of payloads) {
        const headers = { ...(await callerFor(route)), 'content-type': 'application/json' };
        const response = await t.app.inject({
          method: route.method,
          url: concreteUrl(route.url),
          headers,
          payload: JSON.stringify(payload),
        });
        const label = `${route.method} ${route.url} ${JSON.stringify(payload)}`;
        const body = response.json<{ message?: string; errors?: Record<string, string> }>();
        if (response.statusCode !== 400) problems.push(`${label}: status ${response.statusCode}`);
        if (typeof body.message !== 'string' || !body.errors)
          problems.push(`${label}: not { message, errors }`);
        if (
          fields.length &&
          typeof payload === 'object' &&
          !Array.isArray(payload) &&
          Object.keys(body.errors ?? {}).length === 0
        ) {
          problems.push(`${label}: no field errors`);
        }
        const after = await databaseFingerprint(t.database.db);
        expect(after, label).toEqual(baseline);
        baseline = after;
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
