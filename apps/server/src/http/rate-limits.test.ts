import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildApp } from '../app.js';
import { rateLimitRuleFor } from './rate-limits.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/11';

describe('rate limit rules', () => {
  it('chooses a limit per route class and leaves probes alone', () => {
    expect(rateLimitRuleFor('POST', '/api/auth/forgot-password')?.name).toBe('password-mail');
    expect(rateLimitRuleFor('POST', '/api/auth/authenticate')?.name).toBe('auth');
    expect(rateLimitRuleFor('POST', '/api/files/upload')?.name).toBe('upload');
    expect(rateLimitRuleFor('PATCH', '/api/users/profile')?.name).toBe('write');
    expect(rateLimitRuleFor('GET', '/api/lessons')?.name).toBe('read');
    expect(rateLimitRuleFor('GET', '/api/health/ready')).toBeUndefined();
    expect(rateLimitRuleFor('GET', '/metrics')).toBeUndefined();
  });
});

describe('API rate limits', () => {
  let t: TestApp;
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  // factor 0.01: the read limit of 1200/min becomes 12, the password-mail limit 1.
  const env = { RATE_LIMIT: 'on', RATE_LIMIT_FACTOR: '0.01', REDIS_URL, REDIS_KEY_PREFIX: prefix };

  beforeAll(async () => {
    t = await createTestApp({ env });
    redis = new Redis(REDIS_URL);
  }, 180_000);
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await t?.close();
  });

  it('answers 429 with a Romanian message and Retry-After once a user exceeds a route limit', async () => {
    const headers = await t.authAs('profesor@demo.ro');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/editions', headers })).statusCode);
    }
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    const refused = await t.app.inject({ method: 'GET', url: '/api/editions', headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Prea multe cereri într-un timp scurt\. .*reîncercați peste \d+ secunde\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Counted per user: another account still gets through.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/editions',
      headers: await t.authAs('admin@demo.ro'),
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts in Redis, so a second process sharing it sees the same count', async () => {
    const second = await buildApp({ db: t.database.db, config: t.config, databaseKind: t.database.kind });
    try {
      const payload = { email: 'nobody@demo.ro' };
      const first = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload });
      expect(first.statusCode).not.toBe(429);
      const again = await second.inject({ method: 'POST', url: '/api/auth/forgot-password', payload });
      expect(again.statusCode).toBe(429);
      expect(await redis.keys(`${prefix}rate-limit:*`)).not.toHaveLength(0);
    } finally {
      await second.close();
    }
  });

  it('never limits the health probes', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    }
  });

  it('counts in memory without Redis, and RATE_LIMIT=off disables the limits', async () => {
    const get = (app: Awaited<ReturnType<typeof buildApp>>) =>
      app.inject({ method: 'GET', url: '/api/settings/feature-flags' });
    const inMemory = await buildApp({ db: t.database.db, config: { ...t.config, redis: undefined } });
    const open = await buildApp({
      db: t.database.db,
      config: { ...t.config, redis: undefined, rateLimit: { enabled: false, factor: 0.01 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) statuses.push((await get(inMemory)).statusCode);
      expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      for (let i = 0; i < 13; i++) expect((await get(open)).statusCode).toBe(200);
    } finally {
      await inMemory.close();
      await open.close();
    }
  });
});
