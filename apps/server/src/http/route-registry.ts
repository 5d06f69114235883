import type { FastifyInstance, HTTPMethods } from 'fastify';
import { describeAccess, type RouteAccess } from './route-access.js';

export interface DeclaredRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
  /** The zod body schema, when the route has one (the bad-input test feeds it wrong values). */
  body?: unknown;
  /** The zod querystring and path parameter schemas (the generated attack suite derives input from them). */
  querystring?: unknown;
  params?: unknown;
  enabledOnly: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access, collected at registration (drives the role matrix test). */
    declaredRoutes: DeclaredRoute[];
  }
}

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Refuses to register an /api route without an access declaration, records it, and writes the
 * allowed roles into its OpenAPI description. Must be registered before any route.
 */
export function registerRouteRegistry(app: FastifyInstance): void {
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (access === undefined)
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access`);
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    // Fastify adds a HEAD twin to every GET, sharing its schema object: describe the route once.
    if (methods.every((method) => method === 'HEAD')) return;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.declaredRoutes.push({
        method,
        url: route.url,
        access,
        body: route.schema?.body,
        querystring: route.schema?.querystring,
        params: route.schema?.params,
        enabledOnly: route.config?.enabledOnly === true,
      });
    }
    const schema = (route.schema ??= {}) as { description?: string; security?: unknown };
    const accessText = describeAccess(access) + (route.config?.enabledOnly ? ' (doar conturi activate)' : '');
    schema.description = schema.description ? `${schema.description}\n\n${accessText}` : accessText;
    if (access !== 'public') schema.security = [{ bearerAuth: [] }];
  });
}
