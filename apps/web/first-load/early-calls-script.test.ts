import { runInNewContext } from 'node:vm';
import { EARLY_CALLS_GLOBAL, type EarlyCallingPage } from '@platform/contracts';
import { EARLY_CALLING_PAGES } from './early-calling-pages.js';
import { earlyCallsScript } from './early-calls-script.js';

const PAGES: EarlyCallingPage[] = [
  {
    paths: ['/teme-de-casa'],
    roles: ['ELEV', 'PROFESOR'],
    calls: ['/api/users/profile', '/api/lessons?type=HOMEWORK'],
  },
  { paths: ['/teme-de-casa'], roles: ['ELEV'], calls: ['/api/dashboards/my-progress'] },
  {
    paths: ['/completare-lectie/id/:id', '/completare-provocare/id/:id'],
    roles: ['ELEV', 'ADMIN'],
    calls: ['/api/users/profile', '/api/lessons/:id'],
  },
];
const NOW = Date.UTC(2026, 11, 2, 12);
const ORIGIN = 'http://127.0.0.1:3000';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: { role: string; exp: number; name?: string }) =>
  `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: '5', ...claims })}.signature`;
const pupilToken = token({ role: 'ELEV', exp: NOW / 1000 + 900, name: 'Ană Ţepeş' });
const tokenOf = (role: string) => token({ role, exp: NOW / 1000 + 900 });

/** Runs the script as a browser would: a page at `pathname`, `stored` in localStorage, fetch recorded. */
function runAt(pathname: string, stored: string | null, script = earlyCallsScript(PAGES)!) {
  const fetched: { url: string; authorization: string }[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(script, {
    window,
    localStorage: { getItem: (key: string) => (key === 'authToken' ? stored : null) },
    location: { origin: ORIGIN, pathname },
    atob: (text: string) => Buffer.from(text, 'base64').toString('latin1'),
    Date: { now: () => NOW },
    fetch: (url: string, init: { headers: { Authorization: string } }) => {
      fetched.push({ url, authorization: init.headers.Authorization });
      return Promise.resolve({ url });
    },
  });
  return {
    fetched,
    started: window[EARLY_CALLS_GLOBAL] as Record<string, { startedAt: number }> | undefined,
  };
}
const urlsAt = (pathname: string, stored: string, script?: string) =>
  runAt(pathname, stored, script).fetched.map((call) => call.url.replace(ORIGIN, ''));

describe("index.html's script that starts a pupil page's first calls", () => {
  it("starts the page's calls with the user's token, its parameters filled in, and leaves them by URL", () => {
    const { fetched, started } = runAt('/completare-provocare/id/42/', pupilToken);
    const authorization = `Bearer ${pupilToken}`;
    expect(fetched).toEqual([
      { url: `${ORIGIN}/api/users/profile`, authorization },
      { url: `${ORIGIN}/api/lessons/42`, authorization },
    ]);
    expect(Object.keys(started!)).toEqual(fetched.map((call) => call.url));
    expect(started![`${ORIGIN}/api/lessons/42`]).toMatchObject({ authorization, startedAt: NOW });
  });

  it("starts every entry of the page for the user's role, each call once", () => {
    expect(urlsAt('/teme-de-casa', pupilToken)).toEqual([
      '/api/users/profile',
      '/api/lessons?type=HOMEWORK',
      '/api/dashboards/my-progress',
    ]);
    expect(urlsAt('/teme-de-casa', tokenOf('PROFESOR'))).toEqual([
      '/api/users/profile',
      '/api/lessons?type=HOMEWORK',
    ]);
  });

  it('starts nothing signed out, with a token the app would refresh first, for another role, or elsewhere', () => {
    const cases: [string, string | null][] = [
      ['/completare-lectie/id/1', null],
      ['/completare-lectie/id/1', 'not-a-token'],
      // 120 s or less left: the app refreshes before its first call, so these answers would go unused.
      ['/completare-lectie/id/1', token({ role: 'ELEV', exp: NOW / 1000 + 120 })],
      ['/completare-lectie/id/1', tokenOf('PROFESOR')],
      ['/teme-de-casa', tokenOf('LOGISTIC')],
      ['/completare-lectie/id/1/preview', pupilToken],
      ['/autentificare', pupilToken],
      ['/rapoarte/utilizatori', pupilToken],
    ];
    for (const [pathname, stored] of cases) {
      const { fetched, started } = runAt(pathname, stored);
      expect(fetched, `${pathname} ${stored}`).toEqual([]);
      expect(started).toBeUndefined();
    }
    expect(urlsAt('/completare-lectie/id/1', token({ role: 'ADMIN', exp: NOW / 1000 + 121 }))).toHaveLength(
      2,
    );
  });

  it('encodes a parameter into the call, so a crafted address cannot reach another endpoint', () => {
    expect(urlsAt('/completare-lectie/id/..%2Fusers', pupilToken)[1]).toBe('/api/lessons/..%2Fusers');
  });

  it('is refused at build time for a call outside /api, an unsafe query, or a parameter a path lacks', () => {
    const withCalls = (paths: string[], calls: string[]) => () =>
      earlyCallsScript([{ paths, roles: ['ELEV'], calls }]);
    expect(withCalls(['/completare-lectie/id/:id'], ['/api/lessons/:id'])).not.toThrow();
    expect(withCalls(['/teme-de-casa'], ['/api/lessons?type=HOMEWORK&page=0'])).not.toThrow();
    expect(withCalls(['/completare-lectie/id/:id', '/teme-de-casa'], ['/api/lessons/:id'])).toThrow(/:id/);
    expect(withCalls(['/completare-lectie/id/:id'], ['/lessons/:id'])).toThrow();
    expect(withCalls(['/teme-de-casa'], ['/api/lessons?type=<x>'])).toThrow();
    expect(withCalls(['/teme-de-casa'], ['/api/lessons?type=:id'])).toThrow();
    expect(earlyCallsScript([])).toBeUndefined();
  });

  it("is built from the app's pupil pages and the URLs their endpoints build", () => {
    const script = earlyCallsScript(EARLY_CALLING_PAGES);
    const urls = (pathname: string, stored = pupilToken) => urlsAt(pathname, stored, script);
    expect(urls('/completare-tema-pentru-acasa/id/7')).toEqual([
      '/api/users/profile',
      '/api/lessons/7',
      '/api/answers/lessons/7',
    ]);
    expect(urls('/completare-lectie/id/7', tokenOf('PROFESOR'))).toEqual([]);
    expect(urls('/teme-de-casa')).toEqual([
      '/api/users/profile',
      '/api/lessons?type=HOMEWORK',
      '/api/dashboards/my-progress',
    ]);
    expect(urls('/provocari-zilnice')).toEqual(['/api/users/profile', '/api/lessons?type=DAILY_CHALLENGE']);
    // Who may not open a list gets nothing started there (its guard sends them elsewhere).
    expect(urls('/provocari-zilnice', tokenOf('DBEST'))).toEqual([]);
    expect(urls('/activitati-practice')).toEqual([]);
    expect(urls('/activitati-practice', tokenOf('PROFESOR'))).toEqual([
      '/api/users/profile',
      '/api/lessons?type=PRACTICAL_ACTIVITY',
    ]);
    for (const page of ['/autentificare', '/', '/rapoarte/utilizatori', '/completare-lectie/id/7/preview'])
      expect(urls(page), page).toEqual([]);
  });
});
