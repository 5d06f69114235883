import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { parseStrictVersion, sdkRangeAccepts } from './sdk-range.js';

// The fast path for `^X.Y.Z` must mean exactly what semver means: every answer is checked against semver.
const RANGES = ['^1.0.0', '^1.4.0', '^1.4.7', '^2.0.0', '^10.1.2', '^0.3.1', '^0.0.4', '^1.4', '~1.4.2'];
const RANGES_NOT_SEMVER = ['latest', '^01.0.0', '^1.0.0.0', '>=one', '^1.0.0-'];
const HOSTS = ['1.0.0', '1.3.9', '1.4.0', '1.4.6', '1.4.7', '1.5.0', '1.40.0', '2.0.0', '0.9.9', '10.1.1'];
const HOSTS_MORE = ['10.1.2', '11.0.0', '0.3.1', '0.3.9', '0.4.0', '0.0.4', '1.5.0-beta.1', '2.0.0-rc.1'];

describe('sdkRangeAccepts', () => {
  const cases = RANGES.flatMap((range) => [...HOSTS, ...HOSTS_MORE].map((host) => [range, host] as const));

  it.each(cases)(
    'decides %s against host %s as semver does (prereleases as their release)',
    (range, host) => {
      expect(sdkRangeAccepts(range, host)).toBe(semver.satisfies(host, range, { includePrerelease: true }));
    },
  );

  it.each(RANGES_NOT_SEMVER)('tells that %j is not a semver range', (range) => {
    expect(semver.validRange(range)).toBeNull();
    expect(sdkRangeAccepts(range, '1.0.0')).toBeUndefined();
  });

  it('accepts the same major from its floor up and nothing else', () => {
    expect(sdkRangeAccepts('^1.4.7', '1.4.7')).toBe(true);
    expect(sdkRangeAccepts('^1.4.7', '1.9.0')).toBe(true);
    expect(sdkRangeAccepts('^1.4.7', '1.4.6')).toBe(false);
    expect(sdkRangeAccepts('^1.4.7', '2.0.0')).toBe(false);
  });
});

describe('parseStrictVersion', () => {
  const versions = [
    '1.0.0',
    '0.0.0',
    '10.20.30',
    '9007199254740991.0.0',
    '9007199254740992.0.0',
    '01.0.0',
    '1.00.0',
    '1.0',
    '1.0.0.0',
    'v1.0.0',
    ' 1.0.0',
    '1.0.0-beta.1',
    '1.0.0+build',
    '',
  ];

  it.each(versions)('accepts %j exactly when semver keeps it as a plain X.Y.Z release', (version) => {
    const semverStrict = semver.valid(version) === version && semver.prerelease(version) === null;
    expect(parseStrictVersion(version) !== undefined).toBe(semverStrict);
  });

  it('gives the numeric parts', () => {
    expect(parseStrictVersion('1.40.3')).toEqual([1, 40, 3]);
    expect(parseStrictVersion(103)).toBeUndefined();
  });
});
