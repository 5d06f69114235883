import type { Plugin } from 'vite';
import { earlyCallsScript } from './early-calls-script.js';
import { EARLY_CALLING_PAGES } from './early-calling-pages.js';

/**
 * Puts the early-calls script (early-calls-script.ts) first in index.html's head, so a pupil's page starts its
 * first API calls as soon as its HTML arrives: from the server on a first visit, from the service worker's
 * cache on every later one. The server allows the script by its hash (apps/server/src/http/inline-scripts.ts).
 */
export function earlyCallsPlugin(pages = EARLY_CALLING_PAGES): Plugin {
  return {
    name: 'platform:early-calls',
    apply: 'build',
    transformIndexHtml() {
      const script = earlyCallsScript(pages);
      return script ? [{ tag: 'script', children: script, injectTo: 'head-prepend' }] : [];
    },
  };
}
