import type { TokenClaims } from '@platform/contracts';

function base64Url(value: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned token with the contract's claims (the app never verifies signatures; the server does). */
export function fakeJwt(claims: Partial<TokenClaims> & { expiresInSeconds?: number } = {}): string {
  const { expiresInSeconds = 900, ...rest } = claims;
  const payload: TokenClaims = {
    sub: '1',
    email: 'admin@demo.ro',
    name: 'Ana Administrator',
    role: 'ADMIN',
    isEnabled: true,
    exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
    ...rest,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}
