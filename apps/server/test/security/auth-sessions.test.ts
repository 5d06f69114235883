import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-app.js';
import { multipart, PNG_BYTES } from '../support/fixtures.js';
import { users } from '../../src/db/schema.js';

/** Issue 9 item 5: tokens, sessions, login timing, security headers, CORS and uploads. */
let t: TestApp;
const TEST_SECRET = 'test-secret-test-secret-test-secret';
const figures: string[] = [];
/** What helmet adds to every response with the app's configuration (src/http/security-headers.ts). */
const EXPECTED_HELMET_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com;media-src 'self' blob:;font-src 'self' data:;connect-src 'self' https://*.ingest.sentry.io https://*.ingest.de.sentry.io;frame-src https://www.youtube-nocookie.com https://player.vimeo.com;worker-src 'self' blob:;manifest-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

beforeAll(async () => {
  // Short access tokens, so "a deactivated user's token stops within its lifetime" is observable.
  t = await createTestApp({ env: { RATE_LIMIT: 'off', ACCESS_TOKEN_TTL_SECONDS: '3' } });
}, 300_000);
afterAll(async () => {
  console.log(figures.map((line) => `[auth] ${line}`).join('\n'));
  await t?.close();
});

const login = async (email: string, parola = DEMO_PASSWORD) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email, parola },
  });
  return { status: response.statusCode, ...(response.json() as { token: string; refreshToken: string }) };
};
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } });

describe('tokens', () => {
  it('refuses alg none, a wrong key, an expired token and a tampered token', async () => {
    const { token } = await login('admin@demo.ro');
    const [header, payload] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const sign = (key: string, exp: number) =>
      new SignJWT({ ...claims, exp })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(key));
    const forged = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'wrong key': await sign('another-secret-another-secret-1234', Math.floor(Date.now() / 1000) + 600),
      expired: await sign(TEST_SECRET, Math.floor(Date.now() / 1000) - 10),
      tampered: `${header}.${b64({ ...claims, role: 'ADMIN', sub: '1', email: 'x@y.ro' })}.${token.split('.')[2]}`,
      'HS512 with the right key': await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS512' })
        .sign(new TextEncoder().encode(TEST_SECRET)),
      garbage: 'a.b.c',
    };
    const accepted = [];
    for (const [name, value] of Object.entries(forged)) {
      const response = await profile(value);
      if (response.statusCode !== 401) accepted.push(`${name}: ${response.statusCode}`);
    }
    figures.push(`forged tokens sent: ${Object.keys(forged).length}, accepted: ${accepted.length}`);
    expect(accepted).toEqual([]);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('reusing a rotated refresh token revokes the whole family', async () => {
    const first = await login('programator@demo.ro');
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json() as { refreshToken: string };
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    const afterReuse = await refresh(second.refreshToken);
    figures.push(`refresh after reuse of its parent: ${afterReuse.statusCode} (401 = family revoked)`);
    expect(afterReuse.statusCode).toBe(401);
  });

  it('a password change ends every other session', async () => {
    const here = await login('logistica@demo.ro');
    const elsewhere = await login('logistica@demo.ro');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${here.token}` },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Schimbat123!' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const other = await refresh(elsewhere.refreshToken);
    figures.push(`other session's refresh after a password change: ${other.statusCode}`);
    expect(other.statusCode).toBe(401);
    expect((await refresh((changed.json() as { refreshToken: string }).refreshToken)).statusCode).toBe(200);
  });

  it("a deactivated pupil's access token stops working within its lifetime and refresh says not enabled", async () => {
    const pupil = await login('elev@demo.ro');
    const teacher = await login('profesor@demo.ro');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'elev@demo.ro'));
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update-activation',
      headers: { authorization: `Bearer ${teacher.token}` },
      payload: { id: row!.id, isEnabled: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const refreshed = await refresh(pupil.refreshToken);
    const claims = JSON.parse(
      Buffer.from((refreshed.json() as { token: string }).token.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims.isEnabled).toBe(false);
    const points = await t.app.inject({
      method: 'GET',
      url: '/api/points/me',
      headers: { authorization: `Bearer ${(refreshed.json() as { token: string }).token}` },
    });
    expect(points.statusCode).toBe(403);
    // The old token lives at most ACCESS_TOKEN_TTL_SECONDS (3 s here, 15 min by default).
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const expired = await profile(pupil.token);
    figures.push(
      `deactivated pupil: refreshed token isEnabled=${claims.isEnabled}, old token after its lifetime: ${expired.statusCode}`,
    );
    expect(expired.statusCode).toBe(401);
  });
});

describe('login', () => {
  it('runs argon2 for unknown e-mails too, so timing does not reveal accounts', async () => {
    const hasher = t.app.services.passwordHasher;
    const verify = vi.spyOn(hasher, 'verify');
    const unknown = await login('nimeni.nu.exista@demo.ro', 'Oricare123!');
    const wrong = await login('programator@demo.ro', 'Gresita123!');
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    figures.push(
      `argon2 verifications: unknown e-mail ${verify.mock.calls.length >= 1 ? 1 : 0}, wrong password 1 (calls ${verify.mock.calls.length})`,
    );
    expect(verify).toHaveBeenCalledTimes(2);
    verify.mockRestore();
  });
});

describe('headers, CORS and uploads', () => {
  it('every response carries the security headers and a CSP without inline script', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/nope' }),
      t.app.inject({ method: 'GET', url: '/api/users/profile' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    for (const response of responses) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline' ; script");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(/script-src[^;]*unsafe-(inline|eval)/.test(csp)).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
      // Every header helmet sets, exactly (its middleware is built once at start-up, issue 10).
      expect(
        Object.fromEntries(
          Object.keys(EXPECTED_HELMET_HEADERS).map((name) => [name, response.headers[name]]),
        ),
      ).toEqual(EXPECTED_HELMET_HEADERS);
    }
    figures.push(`responses checked for security headers: ${responses.length}, missing: 0`);
  });

  it('CORS is closed: no origin is ever allowed, preflights included', async () => {
    const origin = 'https://evil.example';
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/settings/feature-flags', headers: { origin } }),
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/authenticate',
        headers: { origin, 'access-control-request-method': 'POST' },
      }),
    ]);
    const allowed = responses.filter((r) => r.headers['access-control-allow-origin'] !== undefined);
    figures.push(`cross-origin requests allowed: ${allowed.length} of ${responses.length}`);
    expect(allowed).toEqual([]);
  });

  it('uploads are checked by magic bytes (SVG and HTML refused) and served with Content-Disposition and nosniff', async () => {
    const authorization = `Bearer ${(await login('admin@demo.ro')).token}`;
    const send = (name: string, bytes: Buffer, type: string) => {
      const body = multipart('file', name, bytes, type);
      return t.app.inject({
        method: 'POST',
        url: '/api/files/upload?folder=DEFAULT',
        headers: { ...body.headers, authorization },
        payload: body.payload,
      });
    };
    const refused = await Promise.all([
      send(
        'a.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ),
      send('a.png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png'),
      send('a.html', Buffer.from('<html><body onload=alert(1)></body></html>'), 'text/html'),
    ]);
    expect(refused.map((r) => r.statusCode < 300)).toEqual([false, false, false]);
    const stored = await send('poza\u0000.png', PNG_BYTES, 'image/png');
    expect(stored.statusCode, stored.body).toBe(201);
    const served = await t.app.inject({
      method: 'GET',
      url: (stored.json() as { url: string }).url,
      headers: { authorization },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-disposition'])).toMatch(/^inline; filename\*=UTF-8''poza\.png$/);
    figures.push(
      `hostile uploads refused: ${refused.length} of 3; served file has nosniff and Content-Disposition`,
    );
  });
});
