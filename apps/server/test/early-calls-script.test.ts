import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { EARLY_CALLS_GLOBAL, RoutePreloadSchema, type RoutePreload } from '@platform/contracts';
import { earlyCallsScript, scriptHashSource } from '../src/http/early-calls-script.js';

const ROUTE: RoutePreload = {
  name: 'lesson completion',
  paths: ['/completare-lectie/id/:id', '/completare-provocare/id/:id'],
  scripts: [],
  styles: [],
  earlyCalls: { roles: ['ELEV', 'ADMIN'], paths: ['/api/users/profile', '/api/lessons/:id'] },
};
const NOW = Date.UTC(2026, 11, 2, 12);

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: { role: string; exp: number; name?: string }) =>
  `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: '5', ...claims })}.signature`;
const pupilToken = token({ role: 'ELEV', exp: NOW / 1000 + 900, name: 'Ană Ţepeş' });

/** Runs the script as a browser would: a page at `pathname`, `stored` in localStorage, fetch recorded. */
function runAt(pathname: string, stored: string | null, script = earlyCallsScript(ROUTE)!) {
  const fetched: { url: string; authorization: string }[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(script, {
    window,
    localStorage: { getItem: (key: string) => (key === 'authToken' ? stored : null) },
    location: { origin: 'http://127.0.0.1:3000', pathname },
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

describe("the script in a page's HTML that starts its first calls", () => {
  it("starts each call with the pupil's token, the page's parameters filled in, and leaves them by URL", () => {
    const { fetched, started } = runAt('/completare-provocare/id/42/', pupilToken);
    const authorization = `Bearer ${pupilToken}`;
    expect(fetched).toEqual([
      { url: 'http://127.0.0.1:3000/api/users/profile', authorization },
      { url: 'http://127.0.0.1:3000/api/lessons/42', authorization },
    ]);
    expect(Object.keys(started!)).toEqual(fetched.map((call) => call.url));
    expect(started!['http://127.0.0.1:3000/api/lessons/42']).toMatchObject({ authorization, startedAt: NOW });
  });

  it('starts nothing signed out, with a token the app would refresh first, for another role, or elsewhere', () => {
    const cases: [string, string | null][] = [
      ['/completare-lectie/id/1', null],
      ['/completare-lectie/id/1', 'not-a-token'],
      // 120 s or less left: the app refreshes before its first call, so these answers would go unused.
      ['/completare-lectie/id/1', token({ role: 'ELEV', exp: NOW / 1000 + 120 })],
      ['/completare-lectie/id/1', token({ role: 'PROFESOR', exp: NOW / 1000 + 900 })],
      ['/completare-lectie/id/1/preview', pupilToken],
    ];
    for (const [pathname, stored] of cases) {
      const { fetched, started } = runAt(pathname, stored);
      expect(fetched, `${pathname} ${stored}`).toEqual([]);
      expect(started).toBeUndefined();
    }
    expect(
      runAt('/completare-lectie/id/1', token({ role: 'ADMIN', exp: NOW / 1000 + 121 })).fetched,
    ).toHaveLength(2);
  });

  it('encodes a parameter into the call, so a crafted address cannot reach another endpoint', () => {
    expect(runAt('/completare-lectie/id/..%2Fusers', pupilToken).fetched[1]!.url).toBe(
      'http://127.0.0.1:3000/api/lessons/..%2Fusers',
    );
  });

  it('cannot be closed early by a value in it, and its CSP source is its SHA-256', () => {
    // The manifest's schema refuses such a path; the script does not rely on it.
    const script = earlyCallsScript({
      ...ROUTE,
      earlyCalls: { roles: ['ELEV'], paths: ['/api/</script><script>alert(1)</script>'] },
    })!;
    expect(script).not.toMatch(/<\/?script/i);
    expect(runAt('/completare-lectie/id/3', pupilToken, script).fetched[0]!.url).toBe(
      'http://127.0.0.1:3000/api/</script><script>alert(1)</script>',
    );
    expect(scriptHashSource(script)).toBe(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(earlyCallsScript({ ...ROUTE, earlyCalls: undefined })).toBeUndefined();
  });

  it("is refused in a manifest when a call names a parameter one of the route's paths lacks", () => {
    const parse = (paths: string[], calls: string[]) =>
      RoutePreloadSchema.safeParse({ ...ROUTE, paths, earlyCalls: { roles: ['ELEV'], paths: calls } })
        .success;
    expect(parse(['/completare-lectie/id/:id'], ['/api/lessons/:id'])).toBe(true);
    expect(parse(['/completare-lectie/id/:id', '/teme-de-casa'], ['/api/lessons/:id'])).toBe(false);
    expect(parse(['/completare-lectie/id/:id'], ['/lessons/:id'])).toBe(false);
    expect(parse(['/completare-lectie/id/:id'], ['/api/lessons?id=1'])).toBe(false);
  });
});
