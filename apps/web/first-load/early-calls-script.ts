import {
  ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS,
  EARLY_CALLS_GLOBAL,
  EarlyCallingPageSchema,
  STORAGE_KEYS,
  type EarlyCallingPage,
} from '@platform/contracts';

const parametersOf = (path: string) =>
  path
    .split('?')[0]!
    .split('/')
    .filter((segment) => segment.startsWith(':'));

/** Refuses calls that are not API paths, or that name a parameter one of the entry's page paths lacks. */
export function checkEarlyCallingPage(page: EarlyCallingPage): void {
  EarlyCallingPageSchema.parse(page);
  for (const call of page.calls)
    for (const name of parametersOf(call))
      if (!page.paths.every((path) => parametersOf(path).includes(name)))
        throw new Error(`early call ${call}: ${name} is not a parameter of every page path of its entry`);
}

/** `/completare-lectie/id/:id` -> the pattern of the page path and the names of its parameters, in order. */
function pathPattern(routePath: string): [string, string[]] {
  const names = [...routePath.matchAll(/:([A-Za-z0-9_-]+)/g)].map((match) => match[1]!);
  return [`^${routePath.replace(/:[A-Za-z0-9_-]+/g, '([^/]+)')}/?$`, names];
}

/**
 * The inline script of index.html that starts a page's first API calls at once, with the signed-in user's
 * token, instead of after the app's code has downloaded and run: on a phone's slow network that is a round
 * trip less before the first screen, and on a list page two (issue 10). It matches the page's path against
 * every entry, and for each entry of the user's role starts its calls (each URL once), leaving them in
 * `window[EARLY_CALLS_GLOBAL]` by absolute URL; the app's base query takes each answer once
 * (src/shared/api/early-calls.ts) and handles it as its own, refresh and errors included. It does nothing
 * without a token, or for a token the app would refresh before calling (so the answers would not be used).
 * Plain ES5 in a try block: whatever fails here, the app still makes its calls itself. The server allows it
 * by its hash (CSP).
 */
export function earlyCallsScript(pages: readonly EarlyCallingPage[]): string | undefined {
  pages.forEach(checkEarlyCallingPage);
  if (pages.length === 0) return undefined;
  const settings = {
    tokenKey: STORAGE_KEYS.token,
    freshForMs: ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS * 1000,
    global: EARLY_CALLS_GLOBAL,
    pages: pages.map((page) => ({
      roles: page.roles,
      paths: page.paths.map(pathPattern),
      calls: page.calls,
    })),
  };
  // JSON inside a script element: `<` escaped so no value could close the element (the checks above already
  // allow none).
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `(function(s){try{
var token=localStorage.getItem(s.tokenKey);if(!token)return;
var claims=JSON.parse(atob(token.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));
if(!(claims.exp*1000-Date.now()>s.freshForMs))return;
var authorization='Bearer '+token,started={},count=0;
for(var p=0;p<s.pages.length;p++){var page=s.pages[p];if(page.roles.indexOf(claims.role)<0)continue;
for(var i=0;i<page.paths.length;i++){var m=new RegExp(page.paths[i][0]).exec(location.pathname);if(!m)continue;
var params={};for(var j=0;j<page.paths[i][1].length;j++)params[page.paths[i][1][j]]=decodeURIComponent(m[j+1]);
for(var k=0;k<page.calls.length;k++){var url=location.origin+page.calls[k].replace(/:([A-Za-z0-9_-]+)/g,function(_,name){return encodeURIComponent(params[name]);});
if(started[url])continue;count++;
started[url]={authorization:authorization,startedAt:Date.now(),response:fetch(url,{headers:{Authorization:authorization}})};}
break;}}
if(count)window[s.global]=started;
}catch(e){}})(${json});`;
}
