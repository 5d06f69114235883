import type { TokenClaims } from '@platform/contracts';
import { decodeTokenClaims, needsRefresh } from './token-claims.js';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const tokenOf = (claims: unknown) => `e30.${base64Url(JSON.stringify(claims))}.signature`;

const pupil: TokenClaims = {
  sub: '7',
  email: 'elev@demo.ro',
  name: 'Ana Știrbu',
  role: 'ELEV',
  isEnabled: true,
  exp: 2_000_000_000,
};
const teacher: TokenClaims = { ...pupil, sub: '8', email: 'profesor@demo.ro', role: 'PROFESOR', exp: 1_000 };

describe('the claims of an access token', () => {
  it('are read from each token in turn, the same token asked again included', () => {
    expect(decodeTokenClaims(tokenOf(pupil))).toEqual(pupil);
    expect(decodeTokenClaims(tokenOf(teacher))).toEqual(teacher);
    expect(decodeTokenClaims(tokenOf(teacher))).toEqual(teacher);
    expect(decodeTokenClaims(tokenOf(pupil))).toEqual(pupil);
    expect(needsRefresh(tokenOf(teacher), 0)).toBe(false);
    expect(needsRefresh(tokenOf(teacher), 1_000_000)).toBe(true);
  });

  it('are null for no token, a token without claims, or claims of the wrong shape, also after a good one', () => {
    expect(decodeTokenClaims(tokenOf(pupil))).toEqual(pupil);
    expect(decodeTokenClaims(null)).toBeNull();
    expect(decodeTokenClaims('')).toBeNull();
    expect(decodeTokenClaims('not-a-token')).toBeNull();
    expect(decodeTokenClaims(tokenOf({ ...pupil, role: 'PIRAT' }))).toBeNull();
    expect(decodeTokenClaims('e30.%%%.x')).toBeNull();
    expect(decodeTokenClaims(tokenOf(pupil))).toEqual(pupil);
  });
});
