import {
  ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS,
  EARLY_CALLS_GLOBAL,
  EarlyCallsSchema,
  STORAGE_KEYS,
  type EarlyCalls,
} from '@platform/contracts';

/** Pages (paths with `:name` segments) and the calls they make first. */
export interface EarlyCallingRoute {
  paths: readonly string[];
  earlyCalls?: EarlyCalls;
}

const parametersOf = (path: string) => path.split('/').filter((segment) => segment.startsWith(':'));

/** Refuses calls that are not API paths, or that name a parameter one of the route's paths lacks. */
export function checkEarlyCalls(route: EarlyCallingRoute): void {
  if (!route.earlyCalls) return;
  EarlyCallsSchema.parse(route.earlyCalls);
  for (const call of route.earlyCalls.paths)
    for (const name of parametersOf(call))
      if (!route.paths.every((path) => parametersOf(path).includes(name)))
        throw new Error(`early call ${call}: ${name} is not a parameter of every path of its route`);
}

/** `/completare-lectie/id/:id` -> the pattern of the page path and the names of its parameters, in order. */
function pathPattern(routePath: string): [string, string[]] {
  const names = [...routePath.matchAll(/:([A-Za-z0-9_-]+)/g)].map((match) => match[1]!);
  return [`^${routePath.replace(/:[A-Za-z0-9_-]+/g, '([^/]+)')}/?$`, names];
}

/**
 * The inline script of index.html that starts a page's first API calls at once, with the signed-in user's
 * token, instead of after the app's code has downloaded and run: on a phone's slow network that is a round
 * trip less before the first screen (issue 10). It matches the page's path against the routes that have
 * early calls and leaves the calls in `window[EARLY_CALLS_GLOBAL]` by absolute URL; the app's base query takes
 * each answer once (src/shared/api/early-calls.ts) and handles it as its own, refresh and errors included. It
 * does nothing without a token, for a token the app would refresh before calling (so the answers would not be
 * used), for a role that does not make the calls, or on any other page. Plain ES5 in a try block: whatever
 * fails here, the app still makes its calls itself. The server allows it by its hash (CSP).
 */
export function earlyCallsScript(routes: readonly EarlyCallingRoute[]): string | undefined {
  routes.forEach(checkEarlyCalls);
  const settings = {
    tokenKey: STORAGE_KEYS.token,
    freshForMs: ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS * 1000,
    global: EARLY_CALLS_GLOBAL,
    routes: routes.flatMap((route) =>
      route.earlyCalls
        ? [
            {
              roles: route.earlyCalls.roles,
              pages: route.paths.map(pathPattern),
              calls: route.earlyCalls.paths,
            },
          ]
        : [],
    ),
  };
  if (settings.routes.length === 0) return undefined;
  // JSON inside a script element: `<` escaped so no value could close the element (the checks above already
  // allow none).
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `(function(s){try{
var token=localStorage.getItem(s.tokenKey);if(!token)return;
var claims=JSON.parse(atob(token.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));
if(!(claims.exp*1000-Date.now()>s.freshForMs))return;
var route,params;
for(var r=0;r<s.routes.length&&!params;r++){route=s.routes[r];
for(var i=0;i<route.pages.length&&!params;i++){var m=new RegExp(route.pages[i][0]).exec(location.pathname);
if(m){params={};for(var j=0;j<route.pages[i][1].length;j++)params[route.pages[i][1][j]]=decodeURIComponent(m[j+1]);}}}
if(!params||route.roles.indexOf(claims.role)<0)return;
var authorization='Bearer '+token,started={};
for(var k=0;k<route.calls.length;k++){var url=location.origin+route.calls[k].replace(/:([A-Za-z0-9_-]+)/g,function(_,name){return encodeURIComponent(params[name]);});
started[url]={authorization:authorization,startedAt:Date.now(),response:fetch(url,{headers:{Authorization:authorization}})};}
window[s.global]=started;
}catch(e){}})(${json});`;
}
