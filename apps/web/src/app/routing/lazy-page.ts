import { lazy } from 'react';
import { matchPath } from 'react-router-dom';
import type { PageComponent, RouteDefinition } from './route-definition.js';

/**
 * A page loaded on first visit; pages are named exports, so this picks one out of the module. `preload`
 * starts the same download early; a failed download is forgotten, so the next render tries again.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => PageComponent): PageComponent {
  let loading: Promise<M> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: pick(await loadOnce()) })),
    { preload: loadOnce },
  );
}

/**
 * Starts the download of the page that `pathname` opens, if it is a lazily loaded page. Called while the
 * signed-in user's profile is on its way, so on a phone's slow network the two travel together.
 */
export function preloadPageAt(routes: readonly RouteDefinition[], pathname: string): void {
  for (const route of routes)
    if (route.access !== 'redirect' && matchPath(route.path, pathname)) {
      route.page.preload?.().catch(() => undefined);
      return;
    }
}
