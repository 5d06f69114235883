import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSigner } from 'fast-jwt';
import { createAccessTokens } from './access-tokens.js';

const secret = new TextEncoder().encode('access-tokens-test-secret-access-tokens');
const pupil = { id: 7, email: 'elev@scoala.ro', nume: 'Ana Pop', role: 'ELEV' as const, isEnabled: true };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies the same token again and again with the same claims (the second time from the kept claims)', async () => {
    const tokens = createAccessTokens({ secret, ttlSeconds: 3600 });
    const token = await tokens.sign(pupil);
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ sub: '7', email: 'elev@scoala.ro', name: 'Ana Pop', role: 'ELEV' });
    const again = await tokens.verify(token);
    expect(again).toEqual(first);
    // Shared between requests, so nobody may change it.
    expect(Object.isFrozen(again)).toBe(true);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-04T10:00:00Z') });
    const tokens = createAccessTokens({ secret, ttlSeconds: 60 });
    const token = await tokens.sign(pupil);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-12-04T10:00:59Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-12-04T10:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose payload or signature was changed after a valid one was remembered', async () => {
    const tokens = createAccessTokens({ secret, ttlSeconds: 3600 });
    const token = await tokens.sign(pupil);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    // The valid one is still accepted after the forgeries.
    expect(await tokens.verify(token)).not.toBeNull();
  });

  it("refuses a well-signed token whose claims are not the platform's, every time", async () => {
    const tokens = createAccessTokens({ secret, ttlSeconds: 3600 });
    const sign = createSigner({ key: Buffer.from(secret), algorithm: 'HS256', expiresIn: 60_000 });
    const noRole = sign({ sub: '7', email: 'elev@scoala.ro', name: 'Ana Pop', isEnabled: true });
    expect(await tokens.verify(noRole)).toBeNull();
    expect(await tokens.verify(noRole)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = createAccessTokens({ secret: new TextEncoder().encode('x'.repeat(40)), ttlSeconds: 3600 });
    const tokens = createAccessTokens({ secret, ttlSeconds: 3600 });
    expect(await tokens.verify(await other.sign(pupil))).toBeNull();
  });
});
