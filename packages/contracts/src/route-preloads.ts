import { z } from 'zod';
import { RoleSchema } from './roles.js';

/** Where the web build writes the route preloads, inside its output folder (a dot-folder, never served). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** A built file of the web app, as index.html links it: under assets/, no way out of the build folder. */
const BuiltAssetSchema = z.string().regex(/^assets\/[A-Za-z0-9_.-]+\.(js|css)$/);

/** A page's path; its `:name` segments match any one segment. */
const PathSchema = z.string().regex(/^(\/(:?[A-Za-z0-9_-]+))+$/);

/**
 * What a page opened at one of `paths` downloads beyond index.html's own scripts before its first screen
 * (its lazy page chunks and their CSS). The server names them in that page's HTML, so a phone fetches them
 * beside the entry instead of after it (issue 10, the pupil's first load).
 */
export const RoutePreloadSchema = z.object({
  name: z.string().min(1),
  paths: z.array(PathSchema).min(1),
  scripts: z.array(BuiltAssetSchema.regex(/\.js$/)),
  styles: z.array(BuiltAssetSchema.regex(/\.css$/)),
});
export type RoutePreload = z.infer<typeof RoutePreloadSchema>;

export const RoutePreloadsSchema = z.object({ routes: z.array(RoutePreloadSchema) });
export type RoutePreloads = z.infer<typeof RoutePreloadsSchema>;

/**
 * Calls a page makes first, for the signed-in roles that make them: index.html starts them before the app's
 * code has arrived, and the app takes their answers instead of asking again (`EARLY_CALLS_GLOBAL`). `paths`
 * are the pages' paths (`:name` segments match any one segment); each call is a GET of an API path whose
 * `:name` segments are filled from the page path's own, with an optional fixed query. A page may have several
 * entries (calls for other roles). Here rather than in early-calls.ts, which the app imports: building this
 * schema is work a pupil's phone does not need.
 */
export const EarlyCallingPageSchema = z.object({
  paths: z.array(PathSchema).min(1),
  roles: z.array(RoleSchema).min(1),
  calls: z
    .array(
      z
        .string()
        .regex(
          /^\/api(\/:?[A-Za-z0-9_-]+)+(\?[A-Za-z0-9_-]+=[A-Za-z0-9_-]+(&[A-Za-z0-9_-]+=[A-Za-z0-9_-]+)*)?$/,
        ),
    )
    .min(1),
});
export type EarlyCallingPage = z.infer<typeof EarlyCallingPageSchema>;
