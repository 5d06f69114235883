import { runInNewContext } from 'node:vm';
import { EARLY_CALLS_GLOBAL } from '@platform/contracts';
import { earlyCallsScript, type EarlyCallingRoute } from './early-calls-script.js';
import { PRELOADED_ROUTES } from './route-preloads.js';

const ROUTES: EarlyCallingRoute[] = [
  { paths: ['/autentificare'] },
  { paths: ['/teme-de-casa'], earlyCalls: { roles: ['ELEV', 'PROFESOR'], paths: ['/api/users/profile'] } },
  {
    paths: ['/completare-lectie/id/:id', '/completare-provocare/id/:id'],
    earlyCalls: { roles: ['ELEV', 'ADMIN'], paths: ['/api/users/profile', '/api/lessons/:id'] },
  },
];
const NOW = Date.UTC(2026, 11, 2, 12);
const ORIGIN = 'http://127.0.0.1:3000';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: { role: string; exp: number; name?: string }) =>
  `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: '5', ...claims })}.signature`;
const pupilToken = token({ role: 'ELEV', exp: NOW / 1000 + 900, name: 'Ană Ţepeş' });

/** Runs the script as a browser would: a page at `pathname`, `stored` in localStorage, fetch recorded. */
function runAt(pathname: string, stored: string | null, script = earlyCallsScript(ROUTES)!) {
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
    const teacher = token({ role: 'PROFESOR', exp: NOW / 1000 + 900 });
    expect(runAt('/teme-de-casa', teacher).fetched).toEqual([
      { url: `${ORIGIN}/api/users/profile`, authorization: `Bearer ${teacher}` },
    ]);
  });

  it('starts nothing signed out, with a token the app would refresh first, for another role, or elsewhere', () => {
    const cases: [string, string | null][] = [
      ['/completare-lectie/id/1', null],
      ['/completare-lectie/id/1', 'not-a-token'],
      // 120 s or less left: the app refreshes before its first call, so these answers would go unused.
      ['/completare-lectie/id/1', token({ role: 'ELEV', exp: NOW / 1000 + 120 })],
      ['/completare-lectie/id/1', token({ role: 'PROFESOR', exp: NOW / 1000 + 900 })],
      ['/completare-lectie/id/1/preview', pupilToken],
      ['/autentificare', pupilToken],
      ['/rapoarte/utilizatori', pupilToken],
    ];
    for (const [pathname, stored] of cases) {
      const { fetched, started } = runAt(pathname, stored);
      expect(fetched, `${pathname} ${stored}`).toEqual([]);
      expect(started).toBeUndefined();
    }
    const admin = token({ role: 'ADMIN', exp: NOW / 1000 + 121 });
    expect(runAt('/completare-lectie/id/1', admin).fetched).toHaveLength(2);
  });

  it('encodes a parameter into the call, so a crafted address cannot reach another endpoint', () => {
    expect(runAt('/completare-lectie/id/..%2Fusers', pupilToken).fetched[1]!.url).toBe(
      `${ORIGIN}/api/lessons/..%2Fusers`,
    );
  });

  it('is refused at build time for a call outside /api, with a query, or naming a parameter a path lacks', () => {
    const withCalls = (paths: string[], calls: string[]) => () =>
      earlyCallsScript([{ paths, earlyCalls: { roles: ['ELEV'], paths: calls } }]);
    expect(withCalls(['/completare-lectie/id/:id'], ['/api/lessons/:id'])).not.toThrow();
    expect(withCalls(['/completare-lectie/id/:id', '/teme-de-casa'], ['/api/lessons/:id'])).toThrow(/:id/);
    expect(withCalls(['/completare-lectie/id/:id'], ['/lessons/:id'])).toThrow();
    expect(withCalls(['/completare-lectie/id/:id'], ['/api/lessons?id=1'])).toThrow();
    expect(earlyCallsScript([{ paths: ['/autentificare'] }])).toBeUndefined();
  });

  it("is built from the pupil's routes of the app", () => {
    const { fetched } = runAt('/completare-lectie/id/7', pupilToken, earlyCallsScript(PRELOADED_ROUTES));
    expect(fetched.map((call) => call.url)).toEqual([
      `${ORIGIN}/api/users/profile`,
      `${ORIGIN}/api/lessons/7`,
      `${ORIGIN}/api/answers/lessons/7`,
    ]);
  });
});
