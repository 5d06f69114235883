import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE } from '@platform/contracts';
import { chunkGraphAssetPlugin } from '../size-budget/chunk-graph-plugin.js';
import { routePreloads } from './route-preloads.js';

/**
 * Writes which chunks each pupil page loads beyond index.html's own (route-preloads.ts), for the server to
 * name in that page's HTML (apps/server/src/http/route-shells.ts).
 */
export function routePreloadsPlugin(): Plugin {
  return chunkGraphAssetPlugin('platform:route-preloads', ROUTE_PRELOADS_FILE, routePreloads);
}
