import type { AccessSubject, AuthenticatedRoute, RouteDefinition } from './route-definition.js';
import { resolveRedirect } from './access-rules.js';

export interface MenuItem {
  path: string;
  label: string;
  order: number;
  bold: boolean;
}

/**
 * The sidebar items of a user: the routes with a menu entry that the guard lets them open and whose
 * visibility rule holds, in the spec's menu order.
 */
export function buildMenu(routes: readonly RouteDefinition[], subject: AccessSubject): MenuItem[] {
  return routes
    .filter((route): route is AuthenticatedRoute & { menu: NonNullable<AuthenticatedRoute['menu']> } =>
      Boolean(route.access === 'authenticated' && route.menu),
    )
    .filter((route) => (route.menu.isVisible?.(subject) ?? true) && resolveRedirect(route, subject) === null)
    .map((route) => ({
      path: route.path,
      label: route.menu.label,
      order: route.menu.order,
      bold: route.menu.bold ?? false,
    }))
    .sort((a, b) => a.order - b.order);
}
