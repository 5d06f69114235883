import { ROLES, type Role } from '@platform/contracts';
import { createTestApp, type TestApp } from './test-app.js';
import { CALLER_BY_ROLE } from './support/demo-callers.js';
import type { DeclaredRoute } from '../src/http/route-registry.js';

let t: TestApp;
let headersByRole: Record<Role, { authorization: string }>;
beforeAll(async () => {
  t = await createTestApp();
  headersByRole = Object.fromEntries(
    await Promise.all(ROLES.map(async (role) => [role, await t.authAs(CALLER_BY_ROLE[role])] as const)),
  ) as Record<Role, { authorization: string }>;
}, 300_000);
afterAll(() => t.close());

/** Path parameters get ids that exist nowhere, so allowed callers end in 400/404, never in a change. */
const concreteUrl = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) =>
    name.toLowerCase().includes('uuid') ? '00000000-0000-4000-8000-000000000000' : '999999',
  );

function expectedFor(
  route: DeclaredRoute,
  role: Role | 'anonymous',
): 'refused-401' | 'refused-403' | 'allowed' {
  if (route.access === 'public') return 'allowed';
  if (role === 'anonymous') return 'refused-401';
  if (route.access === 'authenticated') return 'allowed';
  return route.access.includes(role) ? 'allowed' : 'refused-403';
}

describe('role x route matrix', () => {
  it('every /api route declares its access and there are routes to check', () => {
    expect(t.app.declaredRoutes.length).toBeGreaterThan(10);
  });

  it('the server answers every cell as the declarations say', async () => {
    const mismatches: string[] = [];
    for (const route of t.app.declaredRoutes) {
      for (const role of ['anonymous', ...ROLES] as const) {
        const response = await t.app.inject({
          method: route.method,
          url: concreteUrl(route.url),
          headers: role === 'anonymous' ? {} : headersByRole[role],
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected = expectedFor(route, role);
        const status = response.statusCode;
        const ok =
          expected === 'refused-401'
            ? status === 401
            : expected === 'refused-403'
              ? status === 403
              : status !== 401 && status !== 403;
        if (!ok)
          mismatches.push(
            `${route.method} ${route.url} as ${role}: expected ${expected}, got ${status} ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('routes for enabled accounts refuse accounts that are not enabled, whatever their role', async () => {
    const disabled = { ELEV: 'elev.nou@demo.ro', PROFESOR: 'profesor.nou@demo.ro' } as const;
    const mismatches: string[] = [];
    for (const route of t.app.declaredRoutes.filter((r) => r.enabledOnly)) {
      for (const [role, email] of Object.entries(disabled)) {
        const allowed =
          route.access === 'authenticated' ||
          (Array.isArray(route.access) && route.access.includes(role as Role));
        if (!allowed) continue;
        const response = await t.app.inject({
          method: route.method,
          url: concreteUrl(route.url),
          headers: await t.authAs(email),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (response.statusCode !== 403)
          mismatches.push(`${route.method} ${route.url} as disabled ${role}: ${response.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('OpenAPI shows every route with its roles', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const route of t.app.declaredRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = spec.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      expect(operation.description).toMatch(/Roluri: |Acces: /);
    }
  });
});
