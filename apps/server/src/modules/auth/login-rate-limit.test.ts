import { ACCOUNT_MESSAGES } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { loginFailures } from '../../db/schema.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '6', TRUST_PROXY: 'true' },
  });
}, 180_000);
afterAll(() => t.close());

const login = (email: string, parola: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email, parola },
    headers: { 'x-forwarded-for': ip },
  });

describe('failed-login rate limit', () => {
  it('locks an account after repeated failures, even for the right password, with 429', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('admin@demo.ro', 'gresit', '10.0.0.1')).statusCode).toBe(401);
    const locked = await login('admin@demo.ro', DEMO_PASSWORD, '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(ACCOUNT_MESSAGES.tooManyAttempts.replace('{minutes}', '15'));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts from another address are unaffected.
    expect((await login('programator@demo.ro', DEMO_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
  });

  it('locks an address that fails across many accounts', async () => {
    const ip = '10.9.9.9';
    const emails = ['a1@demo.ro', 'a2@demo.ro', 'a3@demo.ro', 'a4@demo.ro', 'a5@demo.ro', 'a6@demo.ro'];
    for (const email of emails) expect((await login(email, 'gresit', ip)).statusCode).toBe(401);
    expect((await login('logistica@demo.ro', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login('logistica@demo.ro', DEMO_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('a success before the limit clears the account counter', async () => {
    await login('sync@demo.ro', 'gresit', '10.1.1.1');
    await login('sync@demo.ro', 'gresit', '10.1.1.1');
    expect((await login('sync@demo.ro', DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    await login('sync@demo.ro', 'gresit', '10.1.1.1');
    await login('sync@demo.ro', 'gresit', '10.1.1.1');
    expect((await login('sync@demo.ro', DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('lets the account in again once its lock has run out', async () => {
    for (let i = 0; i < 3; i++) await login('profesor@demo.ro', 'gresit', '10.2.2.2');
    expect((await login('profesor@demo.ro', DEMO_PASSWORD, '10.2.2.3')).statusCode).toBe(429);
    // The lock's end moved to the past, as fifteen minutes later.
    await t.database.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginFailures.key, 'email:profesor@demo.ro'));
    expect((await login('profesor@demo.ro', DEMO_PASSWORD, '10.2.2.3')).statusCode).toBe(200);
  });
});
