import { lazy } from 'react';
import { matchPath } from 'react-router-dom';
import { yieldToMain } from '../../shared/scheduling/yield-to-main.js';
import type { PageComponent, PagePreloadContext, RouteDefinition } from './route-definition.js';

/**
 * A page loaded on first visit; pages are named exports, so this picks one out of the module. `preload`
 * starts the same download early (a failed download is forgotten, so the next render tries again) and,
 * with a context, runs `prefetch` first: the page's first calls then travel while the page's code is still
 * being evaluated, and the rest of the app is still getting ready.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => PageComponent,
  prefetch?: (context: PagePreloadContext) => Promise<void>,
): PageComponent {
  let loading: Promise<M> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const preload = (context?: PagePreloadContext) => {
    if (!context || !prefetch) return loadOnce();
    // Evaluating a large page's code takes one long task: started together, its calls waited for it. Code
    // already downloaded is evaluated in the task that asks for it, so the page's waits for the next one.
    return prefetch(context)
      .catch(() => undefined)
      .then(yieldToMain)
      .then(loadOnce);
  };
  return Object.assign(
    lazy(async () => {
      const module = await loadOnce();
      // The page's code was evaluated in this task: it renders in the next, so input is not held up twice as long.
      await yieldToMain();
      return { default: pick(module) };
    }),
    { preload },
  );
}

/**
 * Starts the download of the page that `context.pathname` opens, if it is a lazily loaded page. Called while
 * the signed-in user's profile is on its way, so on a phone's slow network the two travel together.
 */
export function preloadPageAt(routes: readonly RouteDefinition[], context: PagePreloadContext): void {
  for (const route of routes)
    if (route.access !== 'redirect' && matchPath(route.path, context.pathname)) {
      route.page.preload?.(context).catch(() => undefined);
      return;
    }
}
