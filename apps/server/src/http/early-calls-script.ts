import { createHash } from 'node:crypto';
import {
  ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS,
  EARLY_CALLS_GLOBAL,
  STORAGE_KEYS,
  type RoutePreload,
} from '@platform/contracts';

/** `/completare-lectie/id/:id` -> the pattern of the page path and the names of its parameters, in order. */
function pathPattern(routePath: string): [string, string[]] {
  const names = [...routePath.matchAll(/:([A-Za-z0-9_-]+)/g)].map((match) => match[1]!);
  return [`^${routePath.replace(/:[A-Za-z0-9_-]+/g, '([^/]+)')}/?$`, names];
}

/**
 * The inline script of a page's HTML that starts the page's first API calls at once, with the signed-in
 * user's token, instead of after the app's code has downloaded and run: on a phone's slow network that is a
 * round trip less before the first screen (issue 10). It leaves the calls in `window[EARLY_CALLS_GLOBAL]` by
 * absolute URL; the app's base query takes each answer once (apps/web/src/shared/api/early-calls.ts) and
 * handles it as its own, refresh and errors included. It does nothing without a token, for a token the app
 * would refresh before calling (so the answers would not be used), or for a role that does not make the
 * calls. Plain ES5 in a try block: whatever fails here, the app still makes its calls itself.
 */
export function earlyCallsScript(route: RoutePreload): string | undefined {
  const calls = route.earlyCalls;
  if (!calls) return undefined;
  const settings = {
    tokenKey: STORAGE_KEYS.token,
    freshForMs: ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS * 1000,
    roles: calls.roles,
    pages: route.paths.map(pathPattern),
    calls: calls.paths,
    global: EARLY_CALLS_GLOBAL,
  };
  // JSON inside a script element: `<` escaped so no value can close the element.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `(function(s){try{
var token=localStorage.getItem(s.tokenKey);if(!token)return;
var claims=JSON.parse(atob(token.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));
if(!(claims.exp*1000-Date.now()>s.freshForMs)||s.roles.indexOf(claims.role)<0)return;
var params;for(var i=0;i<s.pages.length&&!params;i++){var m=new RegExp(s.pages[i][0]).exec(location.pathname);
if(m){params={};for(var j=0;j<s.pages[i][1].length;j++)params[s.pages[i][1][j]]=decodeURIComponent(m[j+1]);}}
if(!params)return;
var authorization='Bearer '+token,started={};
for(var k=0;k<s.calls.length;k++){var url=location.origin+s.calls[k].replace(/:([A-Za-z0-9_-]+)/g,function(_,name){return encodeURIComponent(params[name]);});
started[url]={authorization:authorization,startedAt:Date.now(),response:fetch(url,{headers:{Authorization:authorization}})};}
window[s.global]=started;
}catch(e){}})(${json});`;
}

/** The CSP source that allows exactly this inline script (`'sha256-…'`). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
