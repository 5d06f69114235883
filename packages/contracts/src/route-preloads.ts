import { z } from 'zod';

/** Where the web build writes the route preloads, inside its output folder (a dot-folder, never served). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** A built file of the web app, as index.html links it: under assets/, no way out of the build folder. */
const BuiltAssetSchema = z.string().regex(/^assets\/[A-Za-z0-9_.-]+\.(js|css)$/);

/**
 * What a page opened at one of `paths` downloads beyond index.html's own scripts before its first screen
 * (its lazy page chunks and their CSS). The server names them in that page's HTML, so a phone fetches them
 * beside the entry instead of after it (issue 10, the pupil's first load). A path's `:name` segments match
 * any one segment.
 */
export const RoutePreloadSchema = z.object({
  name: z.string().min(1),
  paths: z.array(z.string().regex(/^(\/(:?[A-Za-z0-9_-]+))+$/)).min(1),
  scripts: z.array(BuiltAssetSchema.regex(/\.js$/)),
  styles: z.array(BuiltAssetSchema.regex(/\.css$/)),
});
export type RoutePreload = z.infer<typeof RoutePreloadSchema>;

export const RoutePreloadsSchema = z.object({ routes: z.array(RoutePreloadSchema) });
export type RoutePreloads = z.infer<typeof RoutePreloadsSchema>;
