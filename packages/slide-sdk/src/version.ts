/**
 * Version of this SDK, checked against every plugin's `sdk` range. Kept equal to package.json's
 * `version` by `version.test.ts` (a changeset bump that forgets it fails the tests).
 */
export const SDK_VERSION = '1.0.0';
