// Deep imports: the SDK core runs in the pupil's bundle, and semver's index pulls in every range helper.
import satisfies from 'semver/functions/satisfies.js';
import validRange from 'semver/ranges/valid.js';

// semver's rules for a release version: numeric parts without leading zeros.
const STRICT_VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const CARET = /^\^(.*)$/;

type VersionParts = readonly [major: number, minor: number, patch: number];

/** The parts of a strict `X.Y.Z` version, as semver accepts it (safe integers), or `undefined`. */
export function parseStrictVersion(version: unknown): VersionParts | undefined {
  if (typeof version !== 'string') return undefined;
  const match = STRICT_VERSION.exec(version);
  if (!match) return undefined;
  const parts = [Number(match[1]), Number(match[2]), Number(match[3])] as const;
  return parts.every((part) => Number.isSafeInteger(part)) ? parts : undefined;
}

/**
 * Whether a plugin's `sdk` range accepts the host's SDK version, or `undefined` when it is not a semver range.
 * Prereleases of the SDK count as their release line, so a host on 1.5.0-beta.1 still loads ^1.0.0 plugins.
 *
 * `^X.Y.Z` (X >= 1) against a release version, the range of every plugin made from the scaffold, is decided
 * here with semver's meaning (same major, not lower): semver compiles its range grammar on first use, about
 * 20 ms of a phone's CPU on every page load of the pupil's app. Every other range goes to semver.
 */
export function sdkRangeAccepts(range: string, sdkVersion: string): boolean | undefined {
  const floor = parseStrictVersion(CARET.exec(range)?.[1]);
  const host = parseStrictVersion(sdkVersion);
  if (floor && host && floor[0] >= 1) return host[0] === floor[0] && !isLower(host, floor);
  if (validRange(range) === null) return undefined;
  return satisfies(sdkVersion, range, { includePrerelease: true });
}

function isLower(version: VersionParts, than: VersionParts): boolean {
  for (let index = 0; index < 3; index++) {
    if (version[index]! !== than[index]!) return version[index]! < than[index]!;
  }
  return false;
}
