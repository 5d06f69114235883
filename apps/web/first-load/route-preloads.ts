import { LESSON_TYPE_INFO, LESSON_TYPES, type RoutePreload, type RoutePreloads } from '@platform/contracts';
import { PATHS } from '../src/app/routing/paths.js';
import { routeChunks, staticClosure, entryChunk, type ChunkGraph } from '../size-budget/chunk-graph.js';
import { COMPLETION_PAGE_MODULE, LESSON_LISTS_MODULE, SIGN_IN_MODULE } from '../size-budget/pupil-routes.js';

/** A page a pupil opens by its address, and the lazy modules that page imports before its first screen. */
export interface PreloadedRoute {
  name: string;
  paths: string[];
  lazyModules: string[];
}

/** The lesson lists a pupil sees: every type's but the list of lessons, which is staff's (route-table.ts). */
export const PUPIL_LIST_TYPES = LESSON_TYPES.filter(
  (type) => LESSON_TYPE_INFO[type].listPath !== PATHS.lessons,
);

/**
 * The pupil's pages of the size budget (size-budget/pupil-routes.ts), by address: a phone opening one of
 * them gets its page's code named in the HTML. Staff pages are not listed: they are opened from the app,
 * after its code has arrived, and a desktop on a wired network has little to gain.
 */
export const PRELOADED_ROUTES: readonly PreloadedRoute[] = [
  { name: 'sign-in', paths: [PATHS.login], lazyModules: [SIGN_IN_MODULE] },
  {
    name: 'lesson lists',
    paths: PUPIL_LIST_TYPES.map((type) => LESSON_TYPE_INFO[type].listPath),
    lazyModules: [LESSON_LISTS_MODULE],
  },
  {
    // Not the previews (staff and teachers): `/preview` makes a longer path, which these do not match.
    name: 'lesson completion',
    paths: LESSON_TYPES.map((type) => `${LESSON_TYPE_INFO[type].completePath}/:id`),
    lazyModules: [COMPLETION_PAGE_MODULE],
  },
];

/**
 * For each route, the chunks (and their CSS) its lazy modules load that index.html does not already name:
 * index.html links the entry and its static imports, so those are left out.
 */
export function routePreloads(
  graph: ChunkGraph,
  routes: readonly PreloadedRoute[] = PRELOADED_ROUTES,
): RoutePreloads {
  const inIndexHtml = staticClosure(graph, [entryChunk(graph)]);
  const entryCss = new Set([...inIndexHtml].flatMap((file) => graph.chunks[file]!.css));
  return {
    routes: routes.map((route): RoutePreload => {
      const scripts = routeChunks(graph, route.lazyModules).filter((file) => !inIndexHtml.has(file));
      const styles = [...new Set(scripts.flatMap((file) => graph.chunks[file]!.css))].filter(
        (file) => !entryCss.has(file),
      );
      return { name: route.name, paths: route.paths, scripts, styles };
    }),
  };
}
